/// A shell that `--generate-completion-script` writes a script for.
public enum CompletionShell: String, Sendable, CaseIterable {
  /// The Z shell.
  case zsh
  /// Bash.
  case bash
  /// The fish shell.
  case fish
}
