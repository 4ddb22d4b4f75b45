import CirclesApp
import Foundation

// The demo's entry point: everything else lives in CirclesApp, where tests can reach it.
// First of all, before anything opens a file: a standard descriptor the demo was started without.
StandardStreams.reopenClosedDescriptors()
let status = await CirclesCommand.run(
    arguments: CirclesCommand.commandLineArguments,
    environment: ProcessInfo.processInfo.environment
)
exit(status)
