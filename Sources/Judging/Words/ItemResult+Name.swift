import Storyboard

extension ItemResult {
    /// The heading of an item key in both languages.
    public static func name(of id: String) -> Localized {
        switch id {
        case "distance": Localized(ko: "편집 거리", en: "edit distance")
        case "cells": Localized(ko: "점화식을 따르는 칸", en: "cells following the recurrence")
        case "exact": Localized(ko: "정답 표와 같은 칸", en: "cells equal to the true table")
        case "alignment": Localized(ko: "편집 스크립트", en: "edit script")
        case "no-crash": Localized(ko: "크래시 없이 실행", en: "runs without crashing")
        case "content": Localized(ko: "배치 후 내용", en: "content after the update")
        case "prediction": Localized(ko: "예외 예측", en: "predicted exception")
        case "apply": Localized(ko: "apply가 수행하는 배치", en: "the batch apply performs")
        default: .same(id)
        }
    }
}
