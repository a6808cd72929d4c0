/// A value behind one reference, for the failures that travel back through every `try`.
///
/// A typed throw copies its error out and in again at each call it passes; a `ParseFailure`
/// held its 60 bytes of fields inline, seventeen loads and stores at every `try` of the call
/// parser. Behind a reference it is one pointer, and `BatchError`, which holds it, shrinks too.
/// The value is never changed after it is made, so sharing it is safe.
final class Boxed<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
