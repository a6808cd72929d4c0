/// Points, kept in hundredths so sums and golden files never show floating-point noise.
public struct Score: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The score times 100.
    public var hundredths: Int

    /// A score from hundredths of a point.
    public init(hundredths: Int) { self.hundredths = hundredths }

    /// A whole number of points.
    public init(points: Int) { self.hundredths = points * 100 }

    /// Zero points.
    public static let zero = Score(hundredths: 0)

    /// `fraction` of `self`, rounded half up to a hundredth.
    /// - Parameters:
    ///   - numerator: the part earned (clamped to 0...denominator).
    ///   - denominator: the whole; zero gives the full score.
    public func scaled(_ numerator: Int, of denominator: Int) -> Score {
        guard denominator > 0 else { return self }
        let part = min(max(numerator, 0), denominator)
        return Score(hundredths: (hundredths * part * 2 + denominator) / (2 * denominator))
    }

    /// The sum of two scores.
    public static func + (lhs: Score, rhs: Score) -> Score { Score(hundredths: lhs.hundredths + rhs.hundredths) }

    /// Orders scores by value.
    public static func < (lhs: Score, rhs: Score) -> Bool { lhs.hundredths < rhs.hundredths }

    /// The shortest decimal: `10`, `7.5`, `3.33`.
    public var description: String {
        let sign = hundredths < 0 ? "-" : ""
        let value = abs(hundredths)
        let whole = value / 100
        let cents = value % 100
        if cents == 0 { return sign + String(whole) }
        if cents % 10 == 0 { return sign + "\(whole).\(cents / 10)" }
        return sign + "\(whole).\(cents < 10 ? "0" : "")\(cents)"
    }
}

extension Sequence where Element == Score {
    /// The total of all scores.
    package func total() -> Score { reduce(.zero, +) }
}
