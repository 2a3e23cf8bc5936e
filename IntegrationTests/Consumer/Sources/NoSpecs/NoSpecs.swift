/// A target that applies the build plugin but holds no spec: the plugin warns.
public enum NoSpecs {}
