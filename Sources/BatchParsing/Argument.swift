/// One argument of a call: its label, its value, and where it starts.
struct Argument {
    var label: String?
    var value: Value
    var token: Token
}
