import ArgumentParser
import Render

extension ColorChoice: ExpressibleByArgument {}
