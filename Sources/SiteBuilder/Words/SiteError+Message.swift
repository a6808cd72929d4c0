import Storyboard

extension SiteError {
    /// What stopped the site, in both languages, naming the template, part or page at fault.
    package var message: Localized {
        switch self {
        case .missingTemplate(let name):
            Localized(ko: "템플릿이 없습니다: \(name)", en: "missing template: \(name)")
        case .missingEngine(let part):
            Localized(
                ko: "엔진의 \(part) 부분이 없습니다 (engine-\(part).wasm)",
                en: "missing the engine's \(part) part (engine-\(part).wasm)")
        case .missingKey(let template, let key):
            Localized(
                ko: "템플릿 \(template)이(가) 페이지에 없는 {{\(key)}}를 씁니다",
                en: "template \(template) uses {{\(key)}}, which the page does not provide")
        case .badTemplate(let name, let detail):
            Localized(ko: "템플릿 \(name)을(를) 읽을 수 없습니다: \(detail)", en: "template \(name) does not parse: \(detail)")
        case .unsafeInline(let name):
            Localized(
                ko: "\(name)에 닫는 태그가 있어 페이지 안에 넣을 수 없습니다",
                en: "\(name) contains a closing tag and cannot be inlined")
        case .render(let page, let detail): .same("\(page): \(detail)")
        case .widget(let file, let line, let problem):
            Localized(
                ko: "\(file):\(line): diffstep 블록: \(problem.text.ko)",
                en: "\(file):\(line): diffstep block: \(problem.text.en)")
        }
    }
}
