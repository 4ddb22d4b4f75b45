import CirclesTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small `tmpfs` mounted on a test's own folder: a disk the test can fill, or turn read-only.
///
/// Only the superuser can mount, and only where the container allows it;
/// tests that need one are enabled by ``isAvailable``, which tries once.
struct ScratchDisk {
    /// Where the disk is mounted.
    let folder: URL

    /// Whether a disk can be mounted here.
    static let isAvailable: Bool = {
        guard getuid() == 0 else { return false }
        let probe = FileManager.default.temporaryDirectory.appending(component: "circles-mount-probe-\(UUID())")
        guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil
        else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        guard tool("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.filePath]) == 0 else { return false }
        return tool("umount", [probe.filePath]) == 0
    }()

    /// Mounts a disk of `kilobytes` on a new folder `name` inside `parent`.
    static func mount(in parent: URL, kilobytes: Int = 256) throws -> ScratchDisk {
        let folder = parent.appending(component: "disk")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let status = tool("mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.filePath])
        guard status == 0 else { throw MountFailure(status: status) }
        return ScratchDisk(folder: folder)
    }

    /// Fills the disk: a filler file takes every byte left.
    func fill() throws {
        let filler = folder.appending(component: "filler").filePath
        let descriptor = open(filler, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        guard descriptor >= 0 else { throw MountFailure(status: errno) }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x2E, count: 4096)
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        // The last partial block, byte by byte, so that not even one byte is left.
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, 1) }) > 0 {}
    }

    /// Makes the mounted file system read-only.
    func remountReadOnly() throws {
        let status = Self.tool("mount", ["-o", "remount,ro", folder.filePath])
        guard status == 0 else { throw MountFailure(status: status) }
    }

    /// Unmounts the disk, and everything on it goes.
    func unmount() {
        _ = Self.tool("umount", ["-l", folder.filePath])
    }

    /// A mount that failed, with the tool's status.
    struct MountFailure: Error {
        let status: Int32
    }

    /// Runs `name` from `/usr/bin` or `/bin` to its end, and returns its status.
    private static func tool(_ name: String, _ arguments: [String]) -> Int32 {
        let found = ["/usr/bin/", "/bin/"].map { $0 + name }.first(where: FileManager.default.isExecutableFile)
        guard let path = found else { return -1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let exit = ProcessExit(of: process)
        guard (try? process.run()) != nil else { return -1 }
        exit.wait()
        return process.terminationStatus
    }
}

/// Runs `body` with a scratch disk mounted in a new temporary folder, unmounted afterwards whatever happens.
func withScratchDisk<Result>(
    kilobytes: Int = 256,
    _ body: (ScratchDisk) async throws -> Result
) async throws -> Result {
    try await withTemporaryFolder { folder in
        let disk = try ScratchDisk.mount(in: folder, kilobytes: kilobytes)
        defer { disk.unmount() }
        return try await body(disk)
    }
}
