import DiffEngine

extension Trace where Token == String {
    /// The trace as the stable JSON contract of `diffstep trace --format json` (docs/trace.md).
    ///
    /// `optimalAlignments` is always an exact integer, in full decimal digits however large.
    /// - Parameter unit: the unit the tokens were split by.
    package func json(unit: TokenUnit) -> JSON {
        let notations = self.notations()
        let cells: [JSON] = (0..<rows).map { row in
            .array(
                (0..<columns).map { column in
                    .members([
                        "cost": .int(cost(row: row, column: column)),
                        "operations": .array(
                            operations(row: row, column: column).operations.map { .string($0.description) }),
                        "chosen": .optional(chosen(row: row, column: column)?.description),
                        "notation": .string(notations[row, column].description),
                    ])
                })
        }
        let path: [JSON] = path.map { step in
            .members([
                "row": .int(step.row), "column": .int(step.column),
                "operation": .optional(step.operation?.description),
                "notation": .string(step.notation.description),
            ])
        }
        return .members([
            "distance": .int(distance),
            "source": .array(source.map(JSON.string)),
            "target": .array(target.map(JSON.string)),
            "unit": .string(unit.rawValue),
            "tieBreak": .string(tieBreak.rawValue),
            "optimalAlignments": .bigInteger(optimalAlignmentCount),
            "cells": .array(cells),
            "path": .array(path),
        ])
    }
}
