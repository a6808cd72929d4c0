import DiffEngine
import Storyboard

/// Judges an edit script by replaying it on the source, one step at a time.
///
/// Any co-optimal alignment gets full marks (its cost equals the distance); a valid but
/// longer one gets partial credit; an invalid one is told at which step it stops turning
/// the source into the target.
struct AlignmentJudge {
    var steps: [AlignmentStep]
    var table: Trace<Character>

    func judgement(longerCreditPercent: Int) -> Judgement {
        let source = table.source
        let target = table.target
        var i = 0
        var j = 0
        var cost = 0
        for (index, step) in steps.enumerated() {
            let next = source.indices.contains(i) ? source[i] : nil
            let needed = target.indices.contains(j) ? target[j] : nil
            let consumes = step.operation != .insert
            let produces = step.operation != .delete
            let problem: Localized? =
                if consumes && (next == nil || (step.from != nil && step.from != next)) {
                    AlignmentWords.nextSource(next)
                } else if produces && (needed == nil || (step.to != nil && step.to != needed)) {
                    AlignmentWords.targetNeeds(needed)
                } else if step.operation == .match && next != needed {
                    AlignmentWords.cannotKeep(next, needed)
                } else { nil }
            if let problem { return invalid(index, step, problem, done: j) }
            if consumes { i += 1 }
            if produces { j += 1 }
            if step.operation != .match { cost += 1 }
        }
        if i < source.count || j < target.count {
            let rest = AlignmentWords.leftOver(source: String(source[i...]), target: String(target[j...]))
            return Judgement(id: "alignment", earned: 0, of: 1, feedback: stops(rest))
        }
        return valid(cost: cost, longerCreditPercent: longerCreditPercent)
    }

    private func valid(cost: Int, longerCreditPercent: Int) -> Judgement {
        let distance = table.distance
        if cost == distance {
            let count = table.optimalAlignmentCount
            return Judgement(
                id: "alignment", earned: 1, of: 1,
                feedback: AlignmentWords.optimal(cost: cost, distance: distance, count: "\(count)"))
        }
        return Judgement(
            id: "alignment", earned: longerCreditPercent, of: 100,
            feedback: AlignmentWords.longer(cost: cost, creditPercent: longerCreditPercent),
            key: AlignmentWords.distanceKey(distance))
    }

    private func invalid(_ index: Int, _ step: AlignmentStep, _ problem: Localized, done: Int) -> Judgement {
        let made = String(table.target[..<done])
        let detail = AlignmentWords.stopsAt(step: index + 1, step.text, problem, made: made)
        return Judgement(id: "alignment", earned: 0, of: 1, feedback: stops(detail))
    }

    private func stops(_ detail: Localized) -> Localized {
        AlignmentWords.stops("'\(String(table.source))' → '\(String(table.target))'", detail)
    }
}
