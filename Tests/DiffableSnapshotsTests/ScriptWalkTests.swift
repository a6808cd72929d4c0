import PropertyBased
import Testing

@testable import BatchModel
@testable import DiffableSnapshots

/// A script walked line by line edits its snapshot in place: the steps must be what the
/// careful way gives (a line that raises changes nothing; a bare name found by hashing is the
/// item a scan of the snapshot finds), and `touched` must name where the items are.
@Suite struct ScriptWalkTests {
    static let name = Gen.element(of: ["a", "b", "c", "d", "e", "f"]).map { $0 ?? "a" }
    static let names = name.array(of: 1...3).map { $0.joined(separator: " ") }
    static let line = zip(Gen.int(in: 0...9), names, name).map { kind, list, one -> String in
        switch kind {
        case 0: "appendItems \(list)"
        case 1: "insertItems \(list) before: \(one)"
        case 2: "deleteItems \(list)"
        case 3: "moveItem \(one) after: \(list.split(separator: " ")[0])"
        case 4: "reloadItems \(list)"
        case 5: "appendSections S\(one)"
        case 6: "appendItems \(list) toSection: S\(one)"
        case 7: "apply"
        case 8: "deleteAllItems"
        default: "reconfigureItems \(one)"
        }
    }
    static let scripts = line.array(of: 1...14).map { ["appendSections main"] + $0 }

    static func steps(_ lines: [String]) throws -> [ScriptStep] {
        try SnapshotScript(parsing: lines.joined(separator: "\n")).run(release: .iOS17)
    }

    @Test("a line that raises leaves the snapshot and the screen as they were")
    func raisingChangesNothing() async {
        await propertyCheck(count: 500, input: Self.scripts) { lines in
            let steps = try Self.steps(lines)
            for (previous, step) in zip(steps, steps.dropFirst()) where step.failed {
                #expect(step.working == previous.working)
                #expect(step.shown == previous.shown)
            }
        }
    }

    @Test("a bare name found by hashing is the item a scan finds: the same steps after a detour through another rule")
    func lookupByNameAgreesWithTheScan() async {
        await propertyCheck(count: 500, input: Self.scripts) { lines in
            let hashed = try Self.steps(lines)
            // Another rule and back: the same identity, but names are then found by a scan.
            let detour = ["itemIdentity hash: all equal: all", "itemIdentity hash: identifier equal: identifier"]
            let scanned = Array(try Self.steps(detour + lines).dropFirst(2))
            #expect(hashed.map(\.working) == scanned.map(\.working))
            #expect(hashed.map(\.shown) == scanned.map(\.shown))
            #expect(hashed.map(\.failed) == scanned.map(\.failed))
        }
    }

    @Test("under a rule that compares contents, a bare name found by hashing is the item a scan finds")
    func lookupUnderAnotherRuleAgreesWithTheScan() async {
        let rule = Gen.element(of: [
            "itemIdentity hash: all equal: all", "itemIdentity hash: identifier equal: all",
            "itemIdentity hash: all equal: identifier", "itemIdentity hash: identifier equal: never",
        ]).map { $0 ?? "itemIdentity hash: all equal: all" }
        // Names with contents now and then (`a:1`): past the first, names may repeat.
        let content = Gen.int(in: 0...5).map { $0 < 2 ? ":\($0)" : "" }
        let named = ["appendItems", "insertItems", "deleteItems", "moveItem", "reloadItems", "reconfigureItems"]
        let scripts = zip(rule, Self.scripts, zip(Gen.int(in: 0...13), content)).map { rule, lines, change in
            [lines[0], rule]
                + lines.dropFirst().enumerated().map { offset, line in
                    let namesItems = named.contains { line.hasPrefix($0) } && !line.contains("toSection")
                    return offset == change.0 && namesItems ? line + change.1 : line
                }
        }
        await propertyCheck(count: 500, input: scripts) { lines in
            let script = try SnapshotScript(parsing: lines.joined(separator: "\n"))
            var hashed: [ScriptStep] = []
            script.walk(release: .iOS17, scanning: false) { hashed.append($0) }
            var scanned: [ScriptStep] = []
            script.walk(release: .iOS17, scanning: true) { scanned.append($0) }
            #expect(hashed.map(\.working) == scanned.map(\.working))
            #expect(hashed.map(\.shown) == scanned.map(\.shown))
            #expect(hashed.map(\.failed) == scanned.map(\.failed))
        }
    }

    /// Every command that names items, with contents now and then, under every rule.
    static let anyLine = zip(Gen.int(in: 0...16), names, name, Gen.int(in: 0...5)).map {
        kind, list, one, mark -> String in
        let content = mark < 3 ? ":\(mark)" : ""
        let first = list.split(separator: " ")[0]
        return switch kind {
        case 0: "appendItems \(list)\(content)"
        case 1: "insertItems \(list)\(content) before: \(one)"
        case 2: "insertItems \(list) after: \(one)\(content)"
        case 3: "deleteItems \(list)\(content)"
        case 4: "moveItem \(one) after: \(first)"
        case 5: "moveItem \(one)\(content) before: \(first)"
        case 6: "reloadItems \(list)"
        case 7: "appendSections S\(one)"
        case 8: "appendItems \(list)\(content) toSection: S\(one)"
        case 9: mark < 2 ? "applySnapshotUsingReloadData" : "apply"
        case 10: mark < 1 ? "deleteAllItems" : "deleteSections S\(one)"
        case 11: "mutate \(one)\(content)"
        case 12:
            "itemIdentity hash: \(mark < 3 ? "all" : "identifier") equal: \(["all", "identifier", "never"][mark % 3])"
        case 13: "moveSection S\(one) before: main"
        case 14: "deleteSections main"
        default: "reconfigureItems \(one)\(content)"
        }
    }

    @Test("a bare name is the first item of that name a scan of the snapshot finds, whatever the lines and the rules")
    func lookupOfEveryScriptAgreesWithTheScan() async {
        let scripts = Self.anyLine.array(of: 1...24).map { ["appendSections main"] + $0 }
        await propertyCheck(count: 800, input: scripts) { lines in
            let script = try SnapshotScript(parsing: lines.joined(separator: "\n"))
            for release in [UIKitRelease.iOS15, .iOS17] {
                var looked: [ScriptStep] = []
                script.walk(release: release, scanning: false) { looked.append($0) }
                var scanned: [ScriptStep] = []
                script.walk(release: release, scanning: true) { scanned.append($0) }
                #expect(looked.map(\.working) == scanned.map(\.working))
                #expect(looked.map(\.shown) == scanned.map(\.shown))
                #expect(looked.map { "\($0.outcome) \($0.warnings)" } == scanned.map { "\($0.outcome) \($0.warnings)" })
                #expect(looked.map(\.touched) == scanned.map(\.touched))
            }
        }
    }

    @Test("touched names the places of the items a line names, in the snapshot after it")
    func touchedIsWhereTheItemsAre() async {
        await propertyCheck(count: 500, input: Self.scripts) { lines in
            for step in try Self.steps(lines) {
                let items = step.working.items
                #expect(step.touched.count <= ScriptStep.touchedLimit)
                for path in step.touched {
                    #expect(items.indices.contains(path.section) && items[path.section].indices.contains(path.item))
                    guard items.indices.contains(path.section), items[path.section].indices.contains(path.item) else {
                        continue
                    }
                    #expect(step.line.text.split(separator: " ").contains(Substring(items[path.section][path.item])))
                }
            }
        }
    }
}
