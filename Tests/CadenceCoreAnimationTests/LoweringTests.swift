import Cadence
import CadenceCoreAnimation
import Testing
