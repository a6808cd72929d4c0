import Storyboard
import TextIntake

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The reasons a system call failed, said plainly.
extension WriteFailure {
    /// The reasons a user can act on, said plainly; anything else gets the system's words.
    static func reason(_ code: Int32) -> Localized {
        switch code {
        case ENOSPC, EDQUOT: Localized(ko: "디스크에 빈 공간이 없습니다", en: "no space left on the disk")
        case EACCES, EPERM: Localized(ko: "권한이 없습니다", en: "permission denied")
        case EROFS: Localized(ko: "읽기 전용 파일 시스템입니다", en: "the file system is read-only")
        case ENOTDIR: Localized(ko: "경로 중간에 폴더가 아닌 파일이 있습니다", en: "a part of the path is a file, not a folder")
        case EISDIR: Localized(ko: "같은 이름의 폴더가 있습니다", en: "a folder has that name")
        case ENOENT: Localized(ko: "경로의 폴더가 없습니다", en: "a folder on the path does not exist")
        case EEXIST: Localized(ko: "같은 이름이 이미 있습니다", en: "something already has that name")
        case ELOOP: Localized(ko: "심볼릭 링크는 따라가지 않습니다", en: "it is a symbolic link, which diffstep does not follow")
        default:
            Localized(ko: "시스템 오류 \(code) (\(String(cString: strerror(code))))", en: String(cString: strerror(code)))
        }
    }
}

/// What went wrong reading a file, in one line.
extension InputText {
    /// One line for the user about `name`. (Console.error escapes control characters, so
    /// the path is shown as given.)
    static func words(_ error: IntakeError, name: String) -> Localized {
        switch error {
        case .missing: Localized(ko: "파일이 없습니다: \(name)", en: "no such file: \(name)")
        case .folder: Localized(ko: "파일이 아니라 폴더입니다: \(name)", en: "is a folder, not a file: \(name)")
        case .unreadable(let code):
            Localized(
                ko: "파일을 읽을 수 없습니다: \(name) (\(WriteFailure.reason(code).ko))",
                en: "cannot read file: \(name) (\(WriteFailure.reason(code).en))")
        case .tooLarge(let bytes, let limit):
            Localized(
                ko: "파일이 너무 큽니다: \(name) (\(bytes) 바이트 이상, 한도 \(limit) 바이트)",
                en: "file too large: \(name) (\(bytes) bytes or more; the limit is \(limit))")
        case .notUTF8(let offset):
            Localized(
                ko: "\(name): UTF-8이 아닌 바이트가 \(offset)번째 바이트에 있습니다",
                en: "\(name): not valid UTF-8 at byte offset \(offset)")
        }
    }
}

extension FileKind {
    /// The kind named for a sentence: `a folder`, `폴더`.
    var name: Localized {
        switch self {
        case .regular: Localized(ko: "파일", en: "a file")
        case .folder: Localized(ko: "폴더", en: "a folder")
        case .link: Localized(ko: "심볼릭 링크", en: "a symbolic link")
        case .other: Localized(ko: "특수 파일", en: "a special file (device, socket or pipe)")
        }
    }
}

/// The refusals of the files and folders diffstep writes (OutputFile, OutputFolder): each names
/// the path and what was left alone.
enum FileWords {
    static let emptyFileName = Localized(ko: "출력 파일 이름이 비었습니다", en: "the output file name is empty")
    static let emptyFolderName = Localized(
        ko: "출력 폴더 이름이 비었습니다 (--out DIR)", en: "the output folder name is empty (--out DIR)")

    static func notARegularFile(_ path: String, _ kind: FileKind) -> Localized {
        Localized(
            ko: "\(path): 일반 파일이 아니라 \(kind.name.ko)입니다. 덮어쓰지 않습니다",
            en: "\(path) is \(kind.name.en); diffstep only replaces regular files")
    }

    static func cannotWrite(_ path: String, reason: Localized) -> Localized {
        Localized(ko: "\(path)에 쓸 수 없습니다: \(reason.ko)", en: "cannot write \(path): \(reason.en)")
    }

    static func holdsWorkingDirectory(_ path: String) -> Localized {
        Localized(
            ko: "\(path)에는 지금 있는 폴더가 들어 있어 바꿀 수 없습니다. 새 폴더 이름을 주세요 (--out DIR)",
            en: "\(path) contains the current folder, so diffstep will not replace it; name a new folder (--out DIR)")
    }

    static func notAFolder(_ path: String, _ kind: FileKind) -> Localized {
        Localized(
            ko: "\(path): 폴더가 아니라 \(kind.name.ko)입니다. 건드리지 않았습니다 (다른 --out DIR을 주세요)",
            en: "\(path) is \(kind.name.en), not a folder; nothing was touched (choose another --out DIR)")
    }

    /// A folder on the way to a file that could not be made.
    static func cannotCreateFolder(_ folder: String) -> Localized {
        Localized(ko: "폴더를 만들 수 없습니다: \(folder)", en: "cannot create folder: \(folder)")
    }

    /// A file read whole but refused by its reader: `message` says why, `path` says where.
    static func refused(_ path: String, _ message: Localized) -> Localized {
        Localized(ko: "\(path): \(message.ko)", en: "\(path): \(message.en)")
    }

    /// An autograder's binary that links the Swift runtime dynamically (Gradescope's image
    /// has none).
    static func linksSwiftRuntime(_ path: String) -> Localized {
        Localized(
            ko: "\(path)는 Swift 런타임을 동적으로 링크합니다: swift build -c release --static-swift-stdlib로 빌드해 --binary로 주세요",
            en:
                "\(path) links the Swift runtime dynamically: build with swift build -c release --static-swift-stdlib and pass --binary"
        )
    }

    /// A shared library the autograder's binary needs, found in none of the library folders.
    static func libraryNotFound(_ name: String) -> Localized {
        Localized(ko: "바이너리가 필요로 하는 \(name)을(를) 찾을 수 없습니다", en: "cannot find \(name), which the binary needs")
    }

    /// A folder holding `file`, which diffstep did not write (no manifest, or not in it).
    static func notOurs(_ path: String, file: String) -> Localized {
        Localized(
            ko: "\(path) 폴더에 diffstep이 쓰지 않은 파일이 있습니다 (\(file)). 아무것도 바꾸지 않았습니다",
            en: "\(path) holds a file diffstep did not write (\(file)); nothing was touched")
    }
}
