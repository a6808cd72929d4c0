import ArgumentParser
import DiffEngine
import Render

// The engine's and the renderer's choices, spelled on the command line by their raw values.
extension TokenUnit: ExpressibleByArgument {}
extension TieBreak: ExpressibleByArgument {}
extension DistanceMethod: ExpressibleByArgument {}
