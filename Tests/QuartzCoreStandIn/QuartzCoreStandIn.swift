// The QuartzCore stand-in: Apple's declarations, implemented on Cadence's compositor.
