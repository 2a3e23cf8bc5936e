/// A table as the spec lays it out: its sections in spec order, each with its rows in spec order
/// (one row per child of the section), and the `visibleWhen` that hides each.
///
/// formc writes one per `table` into the keyboard plan. At run time the rows shown are those whose
/// conditions hold, as Apple's documentation recommends for rows that come and go: the data source
/// leaves hidden rows out and the table is told which rows were inserted and deleted
/// (``FormTableRows``, ``FormTableUpdate``).
public struct FormTableLayout: Sendable, Hashable {
  /// One section.
  public struct Section: Sendable, Hashable {
    /// The section's id, if it has one.
    public var id: String?
    /// The id of the node whose `visibleWhen` hides the section (its own, or the nearest enclosing
    /// one), or `nil` when nothing hides it.
    public var condition: String?
    /// The rows, in spec order.
    public var rows: [Row]

    /// Creates a section.
    public init(id: String?, condition: String? = nil, rows: [Row]) {
      self.id = id
      self.condition = condition
      self.rows = rows
    }
  }

  /// One row: a child of a section.
  public struct Row: Sendable, Hashable {
    /// The id of the row's node (an input, a button, a label, a stack), if it has one.
    public var id: String?
    /// The ids of the inputs the row holds, in focus-independent document order.
    public var inputs: [String]
    /// The id of the node whose `visibleWhen` hides the row (its own, or the nearest enclosing one
    /// inside the section), or `nil` when only its section can hide it.
    public var condition: String?

    /// Creates a row.
    public init(id: String?, inputs: [String] = [], condition: String? = nil) {
      self.id = id
      self.inputs = inputs
      self.condition = condition
    }
  }

  /// The table's id (its container id).
  public var id: String
  /// The sections, in spec order.
  public var sections: [Section]

  /// Creates a table layout.
  public init(id: String, sections: [Section]) {
    self.id = id
    self.sections = sections
  }
}
