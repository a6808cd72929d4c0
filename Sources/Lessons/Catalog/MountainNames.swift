/// Mountains for the search lesson: our own list, one word per name.
enum MountainNames {
    static let all = [
        "Everest", "K2", "Kangchenjunga", "Lhotse", "Makalu", "Manaslu", "Annapurna", "Denali", "Aconcagua",
        "Kilimanjaro", "Elbrus", "Matterhorn", "Fuji", "Hallasan", "Jirisan", "Seoraksan", "Olympus", "Rainier",
    ]

    /// The names containing `filter`, ignoring case; all of them for an empty filter.
    static func matching(_ filter: String) -> [String] {
        filter.isEmpty ? all : all.filter { $0.lowercased().contains(filter.lowercased()) }
    }
}
