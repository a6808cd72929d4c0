extension TextBytes {
    /// Whether a scalar is Unicode White_Space: the same answer as `scalar.properties.isWhitespace`
    /// for every scalar (a test checks all of them), without linking the binary-property
    /// table (20 KB of engine.wasm) for 25 scalars that have not changed since Unicode 6.
    /// - Parameter scalar: any scalar.
    /// - Returns: true for tab to carriage return, space, U+0085, no-break and other spaces, and
    ///   the line and paragraph separators.
    public static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Whether a scalar's general category is a nonspacing, enclosing or spacing mark: the same
    /// answer as `scalar.properties.generalCategory` for every scalar (a test checks all of
    /// them), from 1.6 KB of ranges rather than the 33 KB general-category table.
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // The last range that starts at or before `value`.
        var low = 0
        var high = markRangeCount
        while low < high {
            let middle = (low + high) / 2
            if markRange(middle) >> 8 <= value { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return false }
        let range = markRange(low - 1)
        return value - range >> 8 <= range & 0xFF
    }

    /// Range `index` of `markRanges`: `first << 8 | (count - 1)`.
    private static func markRange(_ index: Int) -> UInt32 {
        // Five characters a range, a line break after every twenty.
        let start = markRanges.utf8Start + index * 5 + index / 20
        var value: UInt32 = 0
        for offset in 0..<5 { value = value << 6 | UInt32(start[offset] - 0x3F) }
        return value
    }

    private static let markRangeCount = 327

    /// The scalars of general category Mn, Mc or Me as ranges in order, a run longer than 256
    /// split: each `first << 8 | (count - 1)` in five characters of six bits, most significant
    /// first, each `0x3F` plus its bits (`?` to `~`). A string is data in engine.wasm, where an
    /// array literal was 2.5 KB of code that filled an array. Made from the toolchain's
    /// Unicode data (`Unicode.Scalar.Properties.generalCategory`, Swift 6.3).
    private static let markRanges: StaticString = #"""
        ??o@n?@GKE?@XCk?@Z{??@[C@?@[O@?@[[??@`?I?@ckS?@f???@lWE?@l{D?@m[@?@mgB?@pC??@r?Y?@yWI?@}kG?@~s??A@WB
        ?A@kG?AASA?AAcC?ADcA?AH[G?AKgV?AMK_?ARgA?ARwP?ATCE?AUG@?AWCA?AZo??AZwE?A[[@?A[kA?A\[??A]G@?A^w??A_CA
        ?Abo??AbwC?Ac[@?AckA?AdC??Af?@?AfS??AgCA?Ajo??AjwF?Ak[A?AkkA?AmG@?AngD?AoCA?Aro??ArwE?As[@?AskA?AtSA
        ?AuG@?AwG??AzwC?A{WA?A{gB?A|[??B??C?BBo??BBwE?BCWA?BCgB?BDS@?BEG@?BGCA?BJo??BJwE?BKWA?BKgB?BLS@?BMG@
        ?BNK??BO?B?BRk@?BRwE?BSWA?BSgB?BT[??BUG@?BWCA?B[g??B[{D?B\W??B\_F?B^G@?BbC??BbOE?Bc[F?BjC??BjOG?Bk_E
        ?Bp_@?BrS??Br[??Brc??Brw@?BvCR?BwW@?BwsI?Bxcb?B{W??CAkR?CDWB?CDwA?CEGA?CE[E?CFCB?CGGJ?CG{??CHgB?CtsA
        ?DpGB?DrGA?DtG@?DvG@?DzO^?D|s??E?kA?E?{??EGS@?EIc??EQ?J?ER?J?E`[C?EdSH?Ee?[?Ef{??Ej?l?Em?J?Eo?C?ErOO
        ?EukG?Ew?A?EyCK?E}WL?FAOR?FL?A?FLOS?FMs??FNO??FN[A?F[?~?GL?_?JM{A?JV{??J]?^?KAgD?KHc@?he{B?hfOH?hhw@
        ?hn?@?i?G??i?W??i?k??iAKC?iAo??iG?@?iJOP?iM?P?iN{??iQWF?iS[K?iW?B?iZKL?i]S??iacL?icK??ico@?ifkA?ij??
        ?ijGA?ij[@?ijw@?ikC??imkC?inS@?i}KF?i}o@?}pw??~_?N?~a?N@?^s?@?m??@?vWC@A_CA@A_S@@A_oB@Ab_A@Ab{?@AmS@
        @BQOB@BUcC@Bik@@BngD@BsWI@BwGB@C??A@CB_M@CF??@CFK@@CF{B@CJ?I@CKG?@CO?A@CQ[L@CSS@@CVK?@CW?A@CZKL@C[cB
        @C[w@@CaoJ@Cbw?@CcC?@Cl{J@Co?B@Crk@@CrwE@Cs[@@CskA@Ct[?@CuG@@CuWE@Cv?C@Cz_G@C{G?@C{S?@C{[B@C{oC@C|G?
        @C}C@@DBSP@DDw?@DJ?R@DY{E@DZ_G@D\o@@Db?O@DikK@DpsM@EAoM@ER?D@ER[@@ERkB@ES??@ESG@@E\CE@E\gE@E]O?@E_CH
        @EbKE@EbkB@Ec[?@EdCI@EggN@Eu?F@FA{F@FB_F@FHGT@FIcL@FRCD@FRg?@FRo@@FR{E@FS[?@FWgC@FX?@@FXKC@FnKB@Fo?@
        @FoK?@FrOE@FrwC@Ftg?@LC??@LC[M@WPwP@Yn?C@Yr?E@Zs{?@ZtCu@Zw{B@Z}O?@Z~?@@nHs@@ro?l@rr?U@sUSC@sUsD@sVkF
        @sWSE@sYgB@scGA@u_?u@ubkp@ufS?@ugO?@uhkC@uiCM@w??E@w?_O@w@kE@wAK@@wAWC@wG{?@wR?E@wiw?@wmoB@xMoB@x]w@
        @xmK?@xmW?@xmw@@xnS?@yL?E@ySOEM?OBn
        """#
}

extension TextBytes {
    /// Whether a character is whitespace: the same answer as `character.isWhitespace` (a
    /// character is whitespace when its first scalar is White_Space), without the
    /// binary-property table.
    /// - Parameter character: any character.
    /// - Returns: true for a space, a tab, a line break and the other White_Space characters.
    public static func isWhitespace(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(isWhitespace) ?? false
    }

    /// The text with A to Z lowered to a to z and every other character kept: enough to compare
    /// the ASCII names and messages the batch modules match (`insertRows`, UIKit's texts),
    /// without the standard library's case-mapping tables (16 KB of engine-batch.wasm).
    /// - Parameter text: any text.
    /// - Returns: the text, ASCII capitals lowered.
    /// - Complexity: O(n) in the text's UTF-8 length.
    public static func asciiLowercased(_ text: some StringProtocol) -> String {
        var bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] &- 0x41 < 26 { bytes[index] |= 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `text` ends with the bytes of `suffix`, an ASCII ending (`:`, `]`, `Items`):
    /// what `hasSuffix` answers for it, found on bytes, without walking graphemes backwards
    /// (5 KB of engine-batch.wasm). Unlike `hasSuffix`, a suffix is found after a character
    /// that would join the next one (a prepended concatenation mark, U+0600...); no name or
    /// data the batch modules read ends that way.
    /// - Complexity: O(m) in the suffix's UTF-8 length.
    public static func hasSuffix(_ text: String, _ suffix: String) -> Bool {
        let (bytes, ending) = (Array(text.utf8), Array(suffix.utf8))
        return bytes.count >= ending.count && bytes[(bytes.count - ending.count)...].elementsEqual(ending)
    }

    /// `text` without its last `count` bytes, which must end a character (ASCII ones, such as
    /// the `:` that ``hasSuffix(_:_:)`` found).
    public static func droppingLastBytes(_ text: String, _ count: Int) -> String {
        let bytes = Array(text.utf8)
        return String(decoding: bytes[..<(bytes.count - count)], as: UTF8.self)
    }
}
