import CirclesApp
import Foundation

// The demo's entry point: everything else lives in CirclesApp, where tests can reach it.
let status = await CirclesCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment
)
exit(status)
