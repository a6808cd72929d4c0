import BatchModel
import DiffableSnapshots
import Testing

@Suite struct IdentityTests {
    /// Runs `script` and returns the problems of the first line that raised them.
    func problems(_ script: String) throws -> [IdentifierProblem] {
        let steps = try SnapshotScript(parsing: script).run(release: .iOS17)
        for step in steps {
            if case .raised(.identifierProblems(let problems)) = step.outcome { return problems }
        }
        return []
    }

    func batch(_ script: String) throws -> SnapshotBatch? {
        let steps = try SnapshotScript(parsing: script).run(release: .iOS17)
        guard case .applied(let result, _) = steps.last?.outcome else { return nil }
        return result.batch
    }

    @Test("the WWDC Mountain: a new height is the same item, so apply does nothing")
    func mountainByIdentifier() throws {
        let batch = try #require(
            try batch(
                "appendSections main\nappendItems Everest:8848 K2:8611\napply\ndeleteItems Everest\ninsertItems Everest:8849 before: K2\napply"
            ))
        #expect(batch.batchUpdate.isEmpty)
    }

    @Test("synthesized Hashable: a new height is another item, deleted and inserted")
    func mountainByAllFields() throws {
        let batch = try #require(
            try batch(
                "itemIdentity hash: all equal: all\nappendSections main\nappendItems Everest:8848 K2:8611\napply\ndeleteItems Everest\ninsertItems Everest:8849 before: K2\napply"
            ))
        #expect(batch.deletedItems == [IndexPath(item: 0, section: 0)])
        #expect(batch.insertedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("equal by == but never equal to itself: IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF")
    func notEqualToItself() throws {
        let found = try problems(
            "itemIdentity hash: identifier equal: never\nappendSections main\nappendItems Everest:8848\napply")
        #expect(found.map(\.name) == ["IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF"])
        #expect(found.first?.description == "IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF: Everest:8848")
    }

    @Test("a class mutated in place with its height hashed: IDENTIFIER_HASH_VALUE_CHANGED")
    func hashChanged() throws {
        let found = try problems(
            "itemIdentity hash: all equal: all\nappendSections main\nappendItems Everest:8848 K2:8611\napply\nmutate Everest:8849\napply"
        )
        #expect(found == [.hashValueChanged("Everest:8849")])
    }

    @Test("a mutated class whose hash ignores the height is fine for the validator")
    func mutatedButHashStable() throws {
        let found = try problems("appendSections main\nappendItems Everest:8848\napply\nmutate Everest:8849\napply")
        #expect(found.isEmpty)
    }

    @Test("height in hash(into:) but not in ==, two heights in one call: iOS 17 raises the long duplicate text")
    func equalTwiceInOneSnapshot() throws {
        let steps = try SnapshotScript(
            parsing:
                "itemIdentity hash: all equal: identifier\nappendSections main\nappendItems Everest:8848 Everest:8849"
        ).run(release: .iOS17)
        guard case .raised(let error) = steps.last?.outcome else {
            Issue.record("expected a raise")
            return
        }
        #expect(error == .repeatedItems(["Everest:8849"]))
    }

    @Test("the same two heights in two calls: iOS 17 moves the first into place and logs")
    func equalInTwoCalls() throws {
        let steps = try SnapshotScript(
            parsing:
                "itemIdentity hash: all equal: identifier\nappendSections main\nappendItems Everest:8848\nappendItems Everest:8849"
        ).run(release: .iOS17)
        #expect(steps.last?.warnings.first == .duplicateItems(["Everest:8849"], .iOS17))
        #expect(steps.last?.working.items.first?.count == 1)
    }

    @Test("equal by == with the same hash, made equal behind the snapshot's back: IDENTIFIERS_ARE_NOT_UNIQUE")
    func notUnique() throws {
        let found = try problems(
            "itemIdentity hash: identifier equal: all\nappendSections main\nappendItems Everest:8848 Everest:8849\napply\nmutate Everest:8850\napply"
        )
        #expect(found == [.notUnique("Everest:8850")])
    }

    @Test("the same mix across two snapshots: the new height is equal to the shown one but hashed apart")
    func equalAcrossSnapshots() throws {
        let found = try problems(
            "itemIdentity hash: all equal: identifier\nappendSections main\nappendItems Everest:8848\napply\ndeleteAllItems\nappendSections main\nappendItems Everest:8849\napply"
        )
        #expect(found == [.equalButDifferentHashes("Everest:8848", "Everest:8849")])
    }

    @Test("every problem at once, in the validator's order")
    func all() throws {
        let found = try problems(
            """
            itemIdentity hash: all equal: identifier
            appendSections main
            appendItems Everest:8848 K2:8611
            apply
            mutate K2:8612
            deleteItems Everest
            appendItems Everest:1
            apply
            """)
        #expect(found == [.hashValueChanged("K2:8612"), .equalButDifferentHashes("Everest:8848", "Everest:1")])
    }

    @Test(
        "itemIdentity parses strictly",
        arguments: [
            ("itemIdentity hash: never equal: all", 20), ("itemIdentity equal: all", 14),
            ("itemIdentity hash: all equal: maybe", 31),
        ])
    func badRule(text: String, column: Int) {
        #expect(throws: BatchError.self) { try SnapshotScript(parsing: text) }
        do {
            _ = try SnapshotScript(parsing: text)
        } catch {
            guard case .script(let failure) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(failure.column == column)
        }
    }
}
