/// A setting that cannot work, named so the person starting Morsel can fix it.
public struct ConfigurationError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
