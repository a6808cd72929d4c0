import Storyboard

/// The CLI's refusals of a table or band over `--max-cells`: the names of what is too large
/// and the ways out, each said once (the table and the band are named in Storyboard's
/// ``TableName``).
enum RefusalWords {
    /// The table of `diff --algorithm wagner-fischer`.
    static let wagnerFischerTable = Localized(ko: "wagner-fischer 표", en: "wagner-fischer table")

    /// The way out when only the distance is needed.
    static let distanceAlone = Localized(
        ko: "거리만 필요하면 `diffstep distance`를 쓰세요", en: "for the distance alone use `diffstep distance`")
    /// The way out of a stepped table too large.
    static let wholeTableOrDistance = Localized(
        ko: "표 전체는 `diffstep trace`, 거리만은 `diffstep distance`로 보세요",
        en: "see the whole table with `diffstep trace`, or the distance alone with `diffstep distance`")
    /// The way out of a band too large.
    static let alignmentOrDistance = Localized(
        ko: "정렬만 필요하면 `diffstep trace --format cigar` (또는 json), 거리만 필요하면 `diffstep distance`를 쓰세요",
        en:
            "for the alignment alone use `diffstep trace --format cigar` (or json), for the distance alone `diffstep distance`"
    )
    /// The way out of a Wagner-Fischer diff too large.
    static let useHeckel = Localized(
        ko: "큰 입력에는 --algorithm heckel을 쓰세요", en: "for big inputs use --algorithm heckel")

    /// The summary's note when the path was found inside a band because the table is over
    /// `--max-cells`.
    /// - Parameters:
    ///   - band: the diagonals, `lower...upper`.
    ///   - computed: how many cells the band computed.
    ///   - table: the full table's size, `rows x columns`.
    static func insideBand(_ band: String, computed: Int, table: String) -> Localized {
        Localized(
            ko: "대각선 띠 \(band) 안의 최적 경로: 셀 \(computed)개만 계산 (전체 표 \(table): --max-cells 초과)",
            en:
                "optimal path inside the diagonal band \(band): \(computed) cells computed (the full \(table) table is over --max-cells)"
        )
    }

    /// `snapshot --full-states` refused: the whole snapshot at every line would be too much.
    /// - Parameters:
    ///   - names: up to how many names it would print.
    ///   - lines: the script's lines.
    ///   - limit: the most it may print.
    static func fullStates(names: Int, lines: Int, limit: Int) -> Localized {
        Localized(
            ko:
                "--full-states는 \(lines)줄마다 스냅샷 전체를 보여 주므로 이름을 최대 \(names)개 씁니다. 한도 \(limit)개를 넘습니다. --full-states 없이 실행하면 줄마다 바뀐 곳 주변만 보여 줍니다",
            en:
                "--full-states shows the whole snapshot at each of \(lines) lines, up to \(names) names, over the limit of \(limit); without --full-states each line shows the items around its change"
        )
    }

    /// A standalone page's summary: the distance.
    static func editDistance(_ distance: Int) -> Localized {
        Localized(ko: "편집 거리 \(distance)", en: "edit distance \(distance)")
    }
}
