/// One line of Heckel's old or new array (OA, NA): a pointer into the symbol table until
/// the line is linked, then the number of its partner line on the other side.
package enum HeckelSlot: Hashable, Sendable {
    /// Still unlinked: points at this entry of ``HeckelTrace/symbols``.
    case symbol(Int)
    /// Linked to this line of the other list.
    case line(Int)
}
