import DiffEngine
import Storyboard

extension BandedStoryboard {
    /// The banded trace as `diffstep trace --format json` writes it past `--max-cells`
    /// (docs/trace.md): the trace's keys where they mean the same, `cells` for the window only
    /// (`null` where the band never computed), and the band's facts.
    /// - Parameter unit: the unit the tokens were split by.
    /// - Complexity: O(window cells + path + tokens).
    package func json(unit: TokenUnit) -> JSON {
        let cells: [JSON] = window.rows.map { row in
            .array(
                window.columns.map { column in
                    guard let cost = trace.cost(row: row, column: column) else { return .null }
                    return .members([
                        "cost": .int(cost),
                        "operations": .array(
                            trace.operations(row: row, column: column).operations.map { .string($0.description) }),
                        "chosen": .optional(trace.chosen(row: row, column: column)?.description),
                    ])
                })
        }
        let path: [JSON] = trace.path.map { step in
            .members([
                "row": .int(step.row), "column": .int(step.column),
                "operation": .optional(step.operation?.description),
                "notation": .string(step.notation.description),
            ])
        }
        return .members([
            "distance": .int(trace.distance),
            "source": .array(trace.source.map(JSON.string)),
            "target": .array(trace.target.map(JSON.string)),
            "unit": .string(unit.rawValue),
            "tieBreak": .string(trace.tieBreak.rawValue),
            "banded": .bool(true),
            "band": .int(trace.band),
            "computedCells": .int(trace.computedCells),
            "window": .members([
                "rows": .array([.int(window.rows.lowerBound), .int(window.rows.upperBound)]),
                "columns": .array([.int(window.columns.lowerBound), .int(window.columns.upperBound)]),
            ]),
            "cells": .array(cells),
            "path": .array(path),
        ])
    }
}
