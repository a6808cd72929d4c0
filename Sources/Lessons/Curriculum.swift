import Storyboard

/// The fourteen lessons of the tutorial: the article's story (1-8), diffable data source
/// snapshots from the WWDC notes (9-13), then adopting a diffable data source (14).
package enum Curriculum {
    /// Every lesson, first to last. Frames are built from the engine on each call.
    package static func lessons() -> [Lesson] {
        builders.enumerated().map { offset, build in build(offset + 1) }
    }

    /// The lesson with this id or number (`kit-kat` or `4`), if there is one.
    package static func lesson(named name: String) -> Lesson? {
        let all = lessons()
        if let number = Int(name), all.indices.contains(number - 1) { return all[number - 1] }
        return all.first { $0.id == name.lowercased() }
    }

    /// Each lesson's builder, given its number.
    private static let builders: [@Sendable (Int) -> Lesson] = [
        BatchCrashLesson.make, IndexPathGameLesson.make, DeletesFirstLesson.make,
        EditDistanceLessons.kitKat, EditDistanceLessons.aueryGaruey, ChangesLessons.tableToChanges,
        ReloadOutsideLesson.make, HeckelLesson.make, SnapshotTruthLesson.make, MountainSearchLesson.make,
        WiFiSettingsLesson.make, InsertionSortLesson.make, ReconfigureLesson.make, AdoptionLesson.make,
    ]
}
