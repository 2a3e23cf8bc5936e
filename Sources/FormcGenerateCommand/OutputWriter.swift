import FormCodegen
import Foundation

/// Writes generated files safely into one output directory.
///
/// - Files are replaced atomically: written to a temporary file in the same folder, then renamed.
///   A new file is written unnamed, then named, where the system allows (Linux's `O_TMPFILE`).
///   In a folder that this writer created no existing file is looked for.
/// - A file whose bytes would not change is not touched, so its modification time stays.
/// - Nothing is written outside the output directory.
/// - An existing file that lacks formc's header is never overwritten unless forced.
struct OutputWriter {
  /// A failure to write (the tool's failure, exit 2).
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// What a write would do to one file.
  enum Change: Equatable {
    case create
    case update
    case unchanged
  }

  let root: URL
  /// `root.path`, worked out once: `URL.path` builds a new string on every call, and every file
  /// written asks for it.
  private let rootPath: String
  let force: Bool
  /// Folders already checked (and created) by this writer: each is checked once per run, not
  /// once per file.
  private let checkedFolders = CheckedFolders()
  /// Where the temporary files' names come from.
  private let temporaryNames = TemporaryNames()

  init(directory: String, force: Bool) {
    root = URL(fileURLWithPath: directory).standardizedFileURL
    rootPath = root.path
    self.force = force
  }

  /// The folders a writer has checked and created, shared by the jobs that write in parallel.
  private final class CheckedFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: Set<String> = []
    /// Folders that did not exist until this writer created them.
    private var created: Set<String> = []

    func contains(_ folder: String) -> Bool {
      lock.withLock { folders.contains(folder) }
    }

    func insert(_ folder: String) {
      _ = lock.withLock { folders.insert(folder) }
    }

    func wasCreated(_ folder: String) -> Bool {
      lock.withLock { created.contains(folder) }
    }

    func insertCreated(_ folder: String) {
      _ = lock.withLock { created.insert(folder) }
    }
  }

  /// The suffixes of temporary file names, shared by the jobs that write in parallel: one seed
  /// from the system's generator, then SplitMix64 steps. `UInt64.random(in:)` per file was a
  /// `getrandom(2)` call per file written (1,500 of the 10,600 system calls of a run over the
  /// benchmark corpus). The names need not be secret: each is created exclusively, and a name
  /// that exists is passed over.
  private final class TemporaryNames: @unchecked Sendable {
    private let lock = NSLock()
    private var state = UInt64.random(in: .min ... .max)

    func next() -> UInt64 {
      lock.withLock {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
      }
    }
  }

  /// The absolute URL of a relative output path in any spelling (`a//b`, `./a`), standardized,
  /// refusing paths that leave the directory.
  private func url(for relativePath: String) throws(Failure) -> URL {
    let components = relativePath.split(separator: "/")
    guard !relativePath.hasPrefix("/"), !components.contains(".."), !components.isEmpty else {
      throw refusal(relativePath)
    }
    let url = root.appendingPathComponent(relativePath).standardizedFileURL
    guard url.path.hasPrefix(root.path + "/"), staysInside(url.deletingLastPathComponent()) else {
      throw refusal(relativePath)
    }
    return url
  }

  private func refusal(_ relativePath: String) -> Failure {
    Failure(description: "refusing to write '\(relativePath)' outside '\(root.path)'")
  }

  /// The absolute path of a relative output path and of its folder, refusing paths that leave
  /// the directory. A folder is checked for symbolic links (and created when `create`) on its
  /// first file only.
  private func location(for relativePath: String, create: Bool) throws(Failure) -> (
    path: String, folder: String
  ) {
    guard Self.isPlain(relativePath) else {
      // Unusual spellings take the general route, which standardizes them or refuses them.
      let url = try url(for: relativePath)
      let folder = url.deletingLastPathComponent().path
      if create { try createFolder(folder) }
      return (url.path, folder)
    }
    let slash = UInt8(ascii: "/")
    let path = rootPath == "/" ? "/" + relativePath : rootPath + "/" + relativePath
    let folder =
      relativePath.utf8.contains(slash)
      ? String(path[..<path.utf8.lastIndex(of: slash)!]) : rootPath
    let key = create ? "+" + folder : folder
    if checkedFolders.contains(key) { return (path, folder) }
    guard staysInside(URL(fileURLWithPath: folder)) else { throw refusal(relativePath) }
    if create { try createFolder(folder) }
    checkedFolders.insert(key)
    return (path, folder)
  }

  /// Whether `relativePath` is ASCII, relative, and made of components that are neither empty,
  /// `.` nor `..`: a path joined to the root as it stands. Read over its bytes (splitting by
  /// characters cost thousands of instructions a file); in ASCII every character is one byte but
  /// `\r\n`, which holds no slash or dot, so this is the test by characters.
  static func isPlain(_ relativePath: String) -> Bool {
    var length = 0
    var dots = 0
    for byte in relativePath.utf8 {
      if byte >= 0x80 { return false }
      if byte == UInt8(ascii: "/") {
        if length == 0 || (dots == length && length <= 2) { return false }
        length = 0
        dots = 0
      } else {
        length += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
    }
    return length > 0 && !(dots == length && length <= 2)
  }

  private func createFolder(_ folder: String) throws(Failure) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return
    }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
      checkedFolders.insertCreated(folder)
    } catch {
      // Another thread writing into the same new folder may have created it first.
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw Failure(description: "cannot create '\(folder)': \(Self.reason(error))")
      }
    }
  }

  /// Whether `directory` lies in the output directory once symbolic links are resolved: a link
  /// inside the output directory must not lead writes elsewhere.
  private func staysInside(_ directory: URL) -> Bool {
    let resolvedRoot = Self.resolved(root)
    let resolved = Self.resolved(directory)
    return resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot + "/")
  }

  /// `url` with symbolic links resolved in the part that exists; the rest, which formc would
  /// create as plain directories, is appended as it is.
  private static func resolved(_ url: URL) -> String {
    var existing = url
    var missing: [String] = []
    while !FileManager.default.fileExists(atPath: existing.path), existing.pathComponents.count > 1
    {
      missing.insert(existing.lastPathComponent, at: 0)
      existing = existing.deletingLastPathComponent()
    }
    var path = existing.resolvingSymlinksInPath().path
    for component in missing { path += (path.hasSuffix("/") ? "" : "/") + component }
    return path
  }

  /// What writing `file` would change, checking that an existing file may be replaced.
  func change(for file: GeneratedFile) throws(Failure) -> Change {
    try file.bytes.withUnsafeBufferPointer { bytes throws(Failure) in
      try change(forPath: file.path, bytes: bytes)
    }
  }

  /// What writing `bytes` to the file at `relativePath` would change.
  func change(forPath relativePath: String, bytes: UnsafeBufferPointer<UInt8>) throws(Failure)
    -> Change
  {
    try change(for: bytes, at: location(for: relativePath, create: false).path)
  }

  /// What writing `bytes` to `path` (its checked location) would change.
  private func change(for bytes: UnsafeBufferPointer<UInt8>, at path: String) throws(Failure)
    -> Change
  {
    let generated: Bool
    switch compare(path, with: bytes) {
    case .missing: return .create
    case .failed: throw Failure(description: "cannot read '\(path)'")
    case .same: return .unchanged
    case .different(let isGenerated): generated = isGenerated
    }
    if !force && !generated {
      throw Failure(
        description:
          "'\(path)' was not generated by formc (no '\(CodeGenerator.headerPrefix.trimmingCharacters(in: .whitespaces))' header); refusing to overwrite it without --force"
      )
    }
    return .update
  }

  /// Writes a file atomically when its bytes change.
  func write(_ file: GeneratedFile) throws(Failure) -> Change {
    try file.bytes.withUnsafeBufferPointer { bytes throws(Failure) in
      try write(path: file.path, bytes: bytes)
    }
  }

  /// Writes `bytes` atomically to the file at `relativePath` when they differ from it.
  func write(path relativePath: String, bytes: UnsafeBufferPointer<UInt8>) throws(Failure)
    -> Change
  {
    // One check of the path (its folder's symbolic links, once per folder) serves the comparison
    // and the write.
    let (path, folder) = try location(for: relativePath, create: true)
    // A folder this run created holds nothing but what this run writes: there is no file to
    // compare with or to protect, so it is not looked for. The file still gets its name only once
    // it is whole, so that a killed run never leaves a file cut short, which the next run would
    // take for one that formc did not write.
    let change = try checkedFolders.wasCreated(folder) ? .create : change(for: bytes, at: path)
    guard change != .unchanged else { return .unchanged }
    // A new file is written unnamed, then named: no temporary name to create and rename away.
    if change == .create && createLinkedFile(path, in: folder, bytes) { return change }
    let name = path[path.utf8.index(after: path.utf8.lastIndex(of: UInt8(ascii: "/"))!)...]
    // A name not used before in this run, created exclusively: an existing file (or link) of
    // that name is never opened.
    var temporary = ""
    var code: Int32? = EEXIST
    for _ in 0..<8 where code == EEXIST {
      temporary =
        folder + "/." + name + ".formc-" + String(temporaryNames.next(), radix: 36)
      code = createFile(temporary, bytes)
    }
    if let code {
      if code != EEXIST { unlink(temporary) }
      throw Failure(description: "cannot write '\(path)': \(String(cString: strerror(code)))")
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw Failure(description: "cannot write '\(path)': \(String(cString: strerror(code)))")
    }
    return change
  }

  /// Generated files under the directory that no current spec produces.
  func stale(keeping paths: Set<String>) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var result: [String] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift"), !paths.contains(relative) else { continue }
      let path = root.appendingPathComponent(relative).path
      if let handle = FileHandle(forReadingAtPath: path) {
        let head = (try? handle.read(upToCount: 256)) ?? nil
        try? handle.close()
        if let head, Self.isGenerated(head) { result.append(relative) }
      }
    }
    return result.sorted()
  }

  /// Removes a generated file.
  func remove(_ relativePath: String) throws(Failure) {
    let path = try location(for: relativePath, create: false).path
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw Failure(description: "cannot remove '\(path)': \(Self.reason(error))")
    }
  }

  static func isGenerated(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.starts(with: CodeGenerator.headerPrefix.utf8)
  }

  private static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if nsError.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(nsError.code)))
    }
    return nsError.localizedDescription
  }
}

/// How an existing file compares with the bytes that would replace it.
private enum Comparison {
  /// No file is there.
  case missing
  /// The file could not be read (`errno`).
  case failed(Int32)
  /// The file holds exactly the bytes.
  case same
  /// The file differs; `generated` tells whether it starts with formc's header.
  case different(generated: Bool)
}

/// Compares the file at `path` with `bytes` as it reads it, 64 KiB at a time: an unchanged file
/// (the plugin's every build) is never held in memory beside the bytes, and reading stops at
/// the first difference once the header is known.
private func compare(_ path: String, with bytes: UnsafeBufferPointer<UInt8>) -> Comparison {
  let descriptor = open(path, O_RDONLY | O_CLOEXEC)
  guard descriptor >= 0 else { return errno == ENOENT ? .missing : .failed(errno) }
  defer { close(descriptor) }
  let headerLength = CodeGenerator.headerPrefix.utf8.count
  let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 16)
  defer { chunk.deallocate() }
  var start: [UInt8] = []
  var offset = 0
  var same = true
  while same || start.count < headerLength {
    let count = read(descriptor, chunk.baseAddress, chunk.count)
    if count < 0 {
      if errno == EINTR { continue }
      return .failed(errno)
    }
    if count == 0 { break }
    if start.count < headerLength {
      start.append(contentsOf: chunk[..<min(count, headerLength - start.count)])
    }
    if same {
      same =
        offset + count <= bytes.count
        && memcmp(bytes.baseAddress! + offset, chunk.baseAddress!, count) == 0
    }
    offset += count
  }
  if same && offset == bytes.count { return .same }
  return .different(generated: OutputWriter.isGenerated(start))
}

/// Writes `bytes` as a new file at `path` that appears whole or not at all, without a temporary
/// name, and tells whether it did.
///
/// On Linux the file is created unnamed in `folder` (`O_TMPFILE`: "if O_TMPFILE is specified,
/// an unnamed temporary regular file is created … anything written to the resulting file will
/// be lost when the last file descriptor is closed, unless the file is given a name", open(2)),
/// written, then given its name with `linkat` through `/proc/self/fd` (the way open(2) shows),
/// which fails rather than replace a file that appeared meanwhile. A run killed before the link
/// leaves nothing behind. `false` when any step fails — a file system or kernel without
/// `O_TMPFILE`, no `/proc`, the name taken, a failed write — and the caller then writes through
/// a temporary name and a rename, which reports a failure it meets too. Elsewhere always
/// `false`.
private func createLinkedFile(
  _ path: String, in folder: String, _ buffer: UnsafeBufferPointer<UInt8>
) -> Bool {
  #if os(Linux)
    // `O_TMPFILE` is `__O_TMPFILE | O_DIRECTORY` in glibc's headers, a macro Swift does not
    // import; `__O_TMPFILE` is 020000000 on every architecture Swift runs on.
    let descriptor = open(folder, 0o20_000_000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard writeAll(descriptor, buffer) == nil else { return false }
    // `/proc/self/fd/` and the descriptor's digits, written on the stack: interpolated, the name
    // took two allocations per file (the interpolation's buffer and the number's text).
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { name in
      procDescriptorPath(descriptor, into: name)
      return linkat(AT_FDCWD, name.baseAddress!, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0
    }
  #else
    return false
  #endif
}

#if os(Linux)
  /// Writes `/proc/self/fd/` and the decimal digits of `descriptor` (not negative), then a NUL,
  /// at the start of `name`, which has room for 32 bytes (the longest is 14 + 10 + 1).
  private func procDescriptorPath(_ descriptor: Int32, into name: UnsafeMutableBufferPointer<CChar>)
  {
    precondition(descriptor >= 0 && name.count >= 32)
    let prefix: StaticString = "/proc/self/fd/"
    let prefixCount = prefix.utf8CodeUnitCount
    prefix.withUTF8Buffer { bytes in
      for index in 0..<prefixCount { name[index] = CChar(bitPattern: bytes[index]) }
    }
    var digitCount = 1
    var rest = descriptor / 10
    while rest > 0 {
      digitCount += 1
      rest /= 10
    }
    var position = prefixCount + digitCount
    name[position] = 0
    var value = descriptor
    repeat {
      position -= 1
      name[position] = CChar(UInt8(ascii: "0") + UInt8(value % 10))
      value /= 10
    } while value > 0
  }
#endif

/// Writes all of `buffer` to `descriptor`, or returns the `errno` of the failure.
private func writeAll(_ descriptor: Int32, _ buffer: UnsafeBufferPointer<UInt8>) -> Int32? {
  var offset = 0
  while offset < buffer.count {
    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
    if written < 0 {
      if errno == EINTR { continue }
      return errno
    }
    offset += written
  }
  return nil
}

/// Writes `bytes` to a new file at `path`, or returns the `errno` of the failure.
///
/// The file is not forced to disk (`Data.write` calls `fsync`, which cost more than everything
/// else `generate` does): the rename that follows is what makes replacing a file atomic, and a
/// generated file can always be generated again.
private func createFile(_ path: String, _ buffer: UnsafeBufferPointer<UInt8>) -> Int32? {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
  guard descriptor >= 0 else { return errno }
  let failure = writeAll(descriptor, buffer)
  if close(descriptor) != 0, failure == nil { return errno }
  return failure
}
