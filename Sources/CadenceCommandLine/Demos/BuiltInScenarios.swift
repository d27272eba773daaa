// The built-in demos of `cadence demo`, compiled into the binary. All but
// `tour` are copies of the example scenarios in the repository's sibling
// `shared/scenarios/` folder; `BuiltInScenarioTests` fails when a copy and its
// file differ, so regenerate this file when they change.

/// The scenarios `cadence demo` plays, by name, in the order `--list` shows them.
enum BuiltInScenarios {
    /// A demo: its name and its document.
    struct Demo: Sendable {
        let name: String
        let json: String
    }

    /// `tour` first: the default.
    static let all: [Demo] = [
        Demo(name: "tour", json: #"""
{
  "format": "cadence-scenario/1",
  "name": "tour",
  "description": "A card slides right, drops, then pops with a spring, one step after another; half a second in, its opacity is set in an animated transaction (an implicit animation); beside it a badge spins forever until it is cancelled at 2.5 s.",
  "maxConcurrentOperations": 2,
  "layers": [
    { "id": "card", "properties": { "position": [0, 0], "opacity": 1, "transform.scale": 1 } },
    { "id": "badge", "properties": { "position": [40, 40], "transform.rotation.z": 0 } }
  ],
  "operations": [
    { "id": "slide", "layer": "card",
      "animation": { "type": "basic", "keyPath": "position.x", "by": 300, "duration": 1, "timingFunction": "easeInEaseOut" } },
    { "id": "drop", "layer": "card", "dependsOn": ["slide"],
      "animation": { "type": "basic", "keyPath": "position.y", "by": 100, "duration": 1, "timingFunction": "easeOut" } },
    { "id": "pop", "layer": "card", "dependsOn": ["drop"],
      "animation": { "type": "spring", "keyPath": "transform.scale", "from": 1, "to": 1.3, "damping": 12, "stiffness": 240 } },
    { "id": "spin", "layer": "badge",
      "animation": { "type": "basic", "keyPath": "transform.rotation.z", "from": 0, "to": 6.283185307179586, "duration": 1, "repeatCount": "infinity" } }
  ],
  "events": [
    { "at": 0.5, "set": { "layer": "card", "keyPath": "opacity", "value": 0.6, "animated": true } },
    { "at": 2.5, "cancel": "spin" }
  ],
  "sample": { "keyPaths": ["card.position.x", "card.position.y", "card.opacity", "card.transform.scale", "badge.transform.rotation.z"], "every": 0.25 }
}
"""#),
        Demo(name: "triangle", json: #"""
{
  "format": "cadence-scenario/1",
  "name": "triangle",
  "description": "Three chained 1 s moves that draw a triangle: right, down, then back diagonally. Each step starts when the previous one's transaction completes.",
  "layers": [
    { "id": "box", "properties": { "position": [100, 100], "bounds": [0, 0, 40, 40] } }
  ],
  "operations": [
    { "id": "right", "layer": "box",
      "animation": { "type": "basic", "keyPath": "position", "from": [100, 100], "to": [300, 100], "duration": 1 } },
    { "id": "down", "layer": "box", "dependsOn": ["right"],
      "animation": { "type": "basic", "keyPath": "position", "from": [300, 100], "to": [300, 300], "duration": 1 } },
    { "id": "back", "layer": "box", "dependsOn": ["down"],
      "animation": { "type": "basic", "keyPath": "position", "from": [300, 300], "to": [100, 100], "duration": 1 } }
  ],
  "sample": { "keyPaths": ["box.position"], "every": 0.5, "to": 3 }
}
"""#),
        Demo(name: "mixed-chain", json: #"""
{
  "format": "cadence-scenario/1",
  "name": "mixed-chain",
  "description": "Animations of different lengths and kinds in sequence: 1 s right 300, 2 s down 100, 1 s rotate 45 degrees, then a spring that scales up.",
  "layers": [
    { "id": "card", "properties": { "position": [0, 0], "transform.rotation.z": 0, "transform.scale": 1 } }
  ],
  "operations": [
    { "id": "slide", "layer": "card",
      "animation": { "type": "basic", "keyPath": "position.x", "by": 300, "duration": 1, "timingFunction": "easeInEaseOut" } },
    { "id": "drop", "layer": "card", "dependsOn": ["slide"],
      "animation": { "type": "basic", "keyPath": "position.y", "by": 100, "duration": 2, "timingFunction": "easeOut" } },
    { "id": "turn", "layer": "card", "dependsOn": ["drop"],
      "animation": { "type": "basic", "keyPath": "transform.rotation.z", "to": 0.7853981633974483, "duration": 1 } },
    { "id": "pop", "layer": "card", "dependsOn": ["turn"],
      "animation": { "type": "spring", "keyPath": "transform.scale", "from": 1, "to": 1.5, "damping": 12, "mass": 1, "stiffness": 240 } }
  ],
  "events": [ { "at": 1.5, "set": { "layer": "card", "keyPath": "opacity", "value": 0.5, "animated": true } } ],
  "sample": { "keyPaths": ["card.position.x", "card.position.y", "card.transform.rotation.z", "card.transform.scale", "card.opacity"], "every": 0.25 }
}
"""#),
        Demo(name: "clock-hand", json: #"""
{
  "format": "cadence-scenario/1",
  "name": "clock-hand",
  "description": "A custom animatable property (a clock hand's angle) changed every second inside animated transactions: each implicit animation starts from the presented angle, so retargeting mid-flight never jumps.",
  "layers": [ { "id": "second-hand", "properties": { "angle": 0 } } ],
  "events": [
    { "at": 0.0, "set": { "layer": "second-hand", "keyPath": "angle", "value": 0.10471975511965977, "animated": true } },
    { "at": 0.1, "set": { "layer": "second-hand", "keyPath": "angle", "value": 0.20943951023931953, "animated": true } },
    { "at": 1.0, "set": { "layer": "second-hand", "keyPath": "angle", "value": 0.3141592653589793, "animated": true } }
  ],
  "sample": { "keyPaths": ["second-hand.angle"], "every": 0.05, "to": 1.5 }
}
"""#),
        Demo(name: "bounce-under-stall", json: #"""
{
  "format": "cadence-scenario/1",
  "name": "bounce-under-stall",
  "maxConcurrentOperations": "unlimited",
  "description": "A five-step bounce (0.5 s, 1.5 s, 0.2 s, 0.8 s, then 0.2 s after 0.7 s) chained twice on two layers, while the main-like queue stalls for 120 ms at t = 0.45. The 'live' chain starts each step when it actually runs and drifts; the 'anchored' chain starts each step where the schedule says and does not.",
  "layers": [
    {
      "id": "live",
      "properties": {
        "position": [
          0,
          10
        ]
      }
    },
    {
      "id": "anchored",
      "properties": {
        "position": [
          50,
          10
        ]
      }
    }
  ],
  "operations": [
    {
      "id": "live-1",
      "layer": "live",
      "animation": {
        "type": "basic",
        "keyPath": "position.y",
        "to": 12,
        "duration": 0.5
      }
    },
    {
      "id": "live-2",
      "layer": "live",
      "dependsOn": [
        "live-1"
      ],
      "animation": {
        "type": "basic",
        "keyPath": "position.y",
        "to": 10,
        "duration": 1.5
      }
    },
    {
      "id": "live-3",
      "layer": "live",
      "dependsOn": [
        "live-2"
      ],
      "animation": {
        "type": "basic",
        "keyPath": "position.y",
        "to": 4,
        "duration": 0.2
      }
    },
    {
      "id": "live-4",
      "layer": "live",
      "dependsOn": [
        "live-3"
      ],
      "animation": {
        "type": "basic",
        "keyPath": "position.y",
        "to": 10,
        "duration": 0.8
      }
    },
    {
      "id": "live-5",
      "layer": "live",
      "dependsOn": [
        "live-4"
      ],
      "animation": {
        "type": "basic",
        "keyPath": "position.y",
        "to": -26,
        "duration": 0.2,
        "beginTime": 0.7,
        "fillMode": "backwards"
      }
    },
    {
      "id": "anchored-1",
      "layer": "anchored",
      "anchor": "schedule",
      "animation": {
        "type": "basic",
        "keyPath": "position.y",
        "to": 12,
        "duration": 0.5
      }
    },
    {
      "id": "anchored-2",
      "layer": "anchored",
      "anchor": "schedule",
      "dependsOn": [
        "anchored-1"
      ],
      "animation": {
        "type": "basic",
        "keyPath": "position.y",
        "to": 10,
        "duration": 1.5
      }
    },
    {
      "id": "anchored-3",
      "layer": "anchored",
      "anchor": "schedule",
      "dependsOn": [
        "anchored-2"
      ],
      "animation": {
        "type": "basic",
        "keyPath": "position.y",
        "to": 4,
        "duration": 0.2
      }
    },
    {
      "id": "anchored-4",
      "layer": "anchored",
      "anchor": "schedule",
      "dependsOn": [
        "anchored-3"
      ],
      "animation": {
        "type": "basic",
        "keyPath": "position.y",
        "to": 10,
        "duration": 0.8
      }
    },
    {
      "id": "anchored-5",
      "layer": "anchored",
      "anchor": "schedule",
      "dependsOn": [
        "anchored-4"
      ],
      "animation": {
        "type": "basic",
        "keyPath": "position.y",
        "to": -26,
        "duration": 0.2,
        "beginTime": 0.7,
        "fillMode": "backwards"
      }
    }
  ],
  "events": [
    {
      "at": 0.45,
      "stall": 0.12
    }
  ],
  "sample": {
    "keyPaths": [
      "live.position.y",
      "anchored.position.y"
    ],
    "every": 0.1
  }
}
"""#),
        Demo(name: "ripple", json: #"""
{
  "format": "cadence-scenario/1",
  "name": "ripple",
  "maxConcurrentOperations": "unlimited",
  "description": "A location marker's ripple that repeats forever (fade out while growing, ease-out) while other work keeps running on the queue; stopped by cancellation.",
  "until": 8,
  "layers": [
    {
      "id": "ripple",
      "properties": {
        "bounds": [
          0,
          0,
          0,
          0
        ],
        "opacity": 1
      }
    },
    {
      "id": "marker",
      "properties": {
        "position": [
          160,
          240
        ]
      }
    }
  ],
  "operations": [
    {
      "id": "ripple",
      "layer": "ripple",
      "animation": {
        "type": "group",
        "duration": 1.5,
        "repeatCount": "infinity",
        "timingFunction": "easeOut",
        "animations": [
          {
            "type": "basic",
            "keyPath": "opacity",
            "from": 1,
            "to": 0
          },
          {
            "type": "basic",
            "keyPath": "bounds",
            "from": [
              96,
              96,
              0,
              0
            ],
            "to": [
              0,
              0,
              192,
              192
            ]
          }
        ]
      }
    },
    {
      "id": "follow-user",
      "layer": "marker",
      "animation": {
        "type": "basic",
        "keyPath": "position",
        "to": [
          200,
          260
        ],
        "duration": 0.5,
        "beginTime": 2
      }
    }
  ],
  "events": [
    {
      "at": 1.0,
      "set": {
        "layer": "marker",
        "keyPath": "position",
        "value": [
          170,
          250
        ],
        "animated": false
      }
    },
    {
      "at": 6.0,
      "cancel": "ripple"
    }
  ],
  "sample": {
    "keyPaths": [
      "ripple.opacity",
      "ripple.bounds.size.width",
      "marker.position"
    ],
    "every": 0.5
  }
}
"""#),
    ]

    /// The demo called `name`, if there is one.
    static func named(_ name: String) -> Demo? {
        all.first { $0.name == name }
    }
}
