// Generated from Simulation/Devices.json by DeviceCatalogTests (record mode). Do not edit.

extension DeviceCatalog {
  /// The bytes of `Simulation/Devices.json`.
  static let standardJSON = ##"""
    {
      "formatVersion": 2,
      "osVersions": [
        "17",
        "18",
        "26"
      ],
      "osVersionsSource": "keyboard-os-axis",
      "sources": {
        "apple-hig-layout": {
          "title": "Apple Human Interface Guidelines - Layout, Specifications: iOS, iPadOS device screen dimensions (portrait, points)",
          "url": "https://developer.apple.com/design/human-interface-guidelines/layout",
          "basis": "documented",
          "note": "Apple-documented. Table read from a verbatim mirror of the page found via the search tool (the same URL appears in its front matter). It lists iPhone SE 4.7-inch 375x667, iPhone 16 393x852, iPhone 16 Pro Max 440x956, iPad Pro 12.9-inch 1024x1366, and 820x1180 for iPad 11-inch / iPad Air 10.9-inch. The 10.9-inch iPad (10th generation) shares the 820x1180 panel. The mirror says Apple later dropped the table from the page."
        },
        "useyourloaf-safe-area": {
          "title": "Use Your Loaf - Supporting iPhone X",
          "url": "https://useyourloaf.com/blog/supporting-iphone-x/",
          "basis": "measured",
          "note": "Public measurement. On Touch ID iPhones the status bar is 20 pt and is hidden in landscape, so the top inset is 0. Navigation bar: 44 pt, or 32 pt in compact-height landscape on compact-width phones. Home-indicator inset: 34 pt in portrait."
        },
        "navbar-regular-width-landscape": {
          "title": "Comparative iOS Design Guide for iPhone Devices (iPhone 6 and iPhone 6 Plus)",
          "url": "http://chetansway.blogspot.com/2014/",
          "basis": "reported",
          "note": "Second source for the landscape navigation bar, checked for issue 19: its table gives the navigation bar as 44/32 pt (portrait/landscape) on the 4-inch and 4.7-inch phones and 44 pt in landscape on the iPhone 6 Plus, the first phone that is regular width in landscape. The iPhone 16 Pro Max is regular width in landscape too, so it keeps 44 (the iPhone 16, compact width, keeps 32). Reported, 2014; the Calibration app measures it."
        },
        "csl-dynamic-island-insets": {
          "title": "iOS Layout Adaptation (safeAreaInsets printed on a Dynamic Island iPhone)",
          "url": "http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation",
          "basis": "measured",
          "note": "Public measurement: portrait (top 59, left 0, bottom 34, right 0) and landscape (top 0, left 59, bottom 21, right 59). The post doesn't name the model. 59 matches the 393x852 Dynamic Island models (14 Pro/15/16). High confidence for iPhone 16."
        },
        "promax-insets-common": {
          "title": "iPhone 16 Pro Max safe-area insets",
          "basis": "reported",
          "note": "Commonly reported; not verified here: top 62 / bottom 34 in portrait, left/right 62 / bottom 21 in landscape (62 = 16 Pro / Pro Max Dynamic Island status bar). No URL found; public test fixtures in the code index use these numbers."
        },
        "ipad-insets-common": {
          "title": "iPad (home-indicator models) safe-area insets",
          "basis": "reported",
          "note": "Commonly reported; not verified here: status bar 24 pt at the top and home indicator 20 pt at the bottom, in both orientations, with no side insets. Applies to iPad (10th gen) and iPad Pro 12.9-inch (6th gen)."
        },
        "ipad-navbar-common": {
          "title": "Geoff Hackworth - iPad Navigation Bar and Toolbar Height Changes in iOS 12",
          "url": "https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4",
          "basis": "measured",
          "note": "Public measurement (Hackworth's Adaptivity app): apps built with Xcode 10 / iOS 12 and later get 50 pt iPad navigation bars and toolbars, 6 pt taller than the 44 of iOS 11, in both orientations. Second source: his 'How iPad Apps Adapt to the New 11\" and 12.9\" iPads Pro' (https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20) says the same."
        },
        "kb-legacy-iphone": {
          "title": "Sizes of iPhone UI Elements (portrait keyboard 216 pt, landscape 162 pt, toolbar/nav bar 44 pt)",
          "url": "https://cnblogs.com/StarMud/articles/2561508.html",
          "basis": "measured",
          "note": "Old but stable figures for the key area of the 4.7-inch-class keyboard without the suggestion bar. Second source: the zoul/ios-keyboards README (code index) gives 375x216 portrait and 667x162 landscape for the iPhone 6. Public measurement, high confidence for the SE's 216 and 162."
        },
        "kb-faceid-common": {
          "title": "List of the official iOS keyboards' heights (and how to calculate them) - F. Benacquista",
          "url": "https://federicabenacquista.medium.com/list-of-the-official-ios-keyboards-heights-and-how-to-calculate-them-c2b844ef54b9?readmore=1&source=user_profile---------2----------------------------",
          "basis": "reported",
          "note": "The article explains that the key area is the same height on all phones and the difference comes from the bottom (home-indicator) strip. Public code tables in the code index report these portrait totals with the suggestion bar: 260 for 375x667, 336 for 6.1-inch Face ID phones (390/393 wide) and 346 for phones 414+ wide (428x926, 430x932, 440x956). The split used here is bar 44 on the SE and 45 on Face ID phones. Portrait totals: medium confidence."
        },
        "kb-faceid-landscape": {
          "title": "Landscape keyboard on Dynamic Island iPhones: 181 pt, 219 with the predictive bar",
          "basis": "reported",
          "note": "Issue 19 reports 181 pt (219 with the predictive bar) as commonly measured on the iPhone 16 and 16 Pro Max, replacing 171/209, which had no source. No second source was found with the search tool (pages, docs and code; the keyboard-height constants found in the code index are for older devices, such as 264/352 on 768x1024 iPads). Kept: 181 + 38, as the only report; the key area is the same on every phone (Benacquista), so the 16 Pro Max gets the same figures. Low confidence; refresh with the Calibration app."
        },
        "kb-landscape-bar-common": {
          "title": "Predictive bar in landscape on iPhone: 38 pt",
          "basis": "reported",
          "note": "Commonly reported; not verified here: 162 + 38 on the SE; on Face ID phones the 219 - 181 of issue 19 gives the same 38."
        },
        "kb-pads": {
          "title": "Number and phone pads on iPhone",
          "url": "https://github.com/zoul/ios-keyboards",
          "basis": "reported",
          "note": "The pads (numberPad, decimalPad, asciiCapableNumberPad; phonePad) have no predictive bar, and their four rows fill the same key area as the letter keyboard, so they are as tall as the letter keyboard without the bar (216/162 pt plus the home-indicator strip). Issue 19 asks for their own figures; no public measurement of the pads was found with the search tool (pages, docs and code), and zoul/ios-keyboards (code index) lists the layouts without separate heights. Reported; the Calibration app measures each pad. On iPad these keyboard types show the full keyboard on its numbers layer, so iPads have no pad figures."
        },
        "kb-ipad-common": {
          "title": "iPad docked keyboard heights (with the predictive/shortcuts bar)",
          "basis": "reported",
          "note": "Issue 19 reports 337 pt portrait / 422 pt landscape on the iPad (10th generation) (320 was the 10.2-inch iPad's figure) and 403 / 498 on the iPad Pro 12.9-inch; the catalog had 320/405 and 378/471, marked 'not verified'. No second source was found with the search tool (pages, docs and code); the only related source, https://www.oreilly.com/library/view/beginning-ios-5/9781118144251/ch006-sec005.html, gives the iOS 5 baseline of 264/352 for 768x1024 iPads. Kept: issue 19's totals, as the more recent report, split as the key area plus the 55 pt bar. Low confidence; refresh with the Calibration app. On iPad the 55 pt bar is the combined predictive/shortcuts bar and can stay visible with predictive text off if Shortcuts is on."
        },
        "ipad-hw-bar": {
          "title": "WWDC23 'Keep up with the keyboard': with a hardware keyboard, outside Stage Manager only the minimized bar shows",
          "url": "https://developer.apple.com/wwdc23/10281?time=92",
          "basis": "documented",
          "note": "Apple (WWDC23 session 10281): with a hardware keyboard iPadOS shows the assistant bar minimized to a small floating bar since iPadOS 15; outside Stage Manager that bar does not act as part of the keyboard, so nothing docked covers the app (0 pt; an input accessory view still shows at the bottom). Second source: Michael Rowe's notes on the session (https://michaelrowe01.com/index.php/blog/keep-up-with-the-keyboard): 'If you use the mini-toolbar, in stage manager is different than out of stage manager.' Replaces the iOS 9 figure of a 55 pt shortcuts bar (https://tutoriales.edu.lat/preguntas/974D071138FEABB5E2849EBC07A05B6C.html), which is kept for Stage Manager windows."
        },
        "ipad-hw-bar-stage-manager": {
          "title": "Hardware keyboard bar in a Stage Manager window",
          "basis": "assumption",
          "note": "formc's assumption: in Stage Manager the assistant bar acts as part of the keyboard (WWDC23 10281, https://developer.apple.com/wwdc23/10281?time=92); its height there is taken as the 55 pt full-size shortcuts bar measured on iOS 9 (https://tutoriales.edu.lat/preguntas/974D071138FEABB5E2849EBC07A05B6C.html). Not measured on iPadOS 17 or later."
        },
        "iphone-hw-kb": {
          "title": "What is the height of iPhone's onscreen keyboard? (codemia)",
          "url": "https://codemia.io/knowledge-hub/path/what_is_the_height_of_iphones_onscreen_keyboard",
          "basis": "reported",
          "note": "Says that with a hardware keyboard the on-screen keyboard may not appear at all. On iPhone, with no inputAccessoryView, nothing is drawn above the bottom edge, so the obstruction is 0. Commonly reported; medium-high confidence."
        },
        "ipad-floating-kb": {
          "title": "react-native-community/hooks #314: useKeyboard does not respect iPad floating keyboard",
          "url": "https://github.com/react-native-community/hooks/issues/314",
          "basis": "reported",
          "note": "Shows that the floating keyboard is reported as hidden or 0 height, so apps don't avoid it. The size 320x254 (iPhone-width keyboard with suggestion bar) is commonly reported; not verified here. bottomMargin 100 is formc's assumption of a typical drag position."
        },
        "ipad-split-unavailable": {
          "title": "Daring Fireball - Why Is the Split Keyboard Not Available on iPad Pros?",
          "url": "https://daringfireball.net/linked/2018/12/18/ipad-pros-split-keyboard",
          "basis": "reported",
          "note": "Cites Apple's support document: the split keyboard isn't available on 11-inch and larger iPad Pros (2018 and later, which includes the 12.9-inch 6th gen). There, only the floating keyboard undocks, so undockedKeyboard is 0/0."
        },
        "ipad-undocked-assumption": {
          "title": "Undocked keyboard on iPad (10th generation)",
          "basis": "assumption",
          "note": "formc's assumption; not verified here. The undocked keyboard keeps its docked portrait height including the bar (337). bottomMargin 260 is a typical mid-screen undocked position. It's also not verified whether undock/split is offered on the 10th-gen iPad; the closest related source is https://daringfireball.net/linked/2018/12/18/ipad-pros-split-keyboard."
        },
        "apple-formsheet": {
          "title": "UIModalPresentationStyle.formSheet (Apple developer documentation)",
          "url": "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet.md",
          "basis": "reported",
          "note": "Apple documents only that the default content size is smaller than .pageSheet and can be overridden with preferredContentSize. The legacy default of 540x620 is commonly reported; not verified here. Geoff Hackworth (https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-and-ipados-16-474c82c9ed2e) notes that iPadOS 16 form sheets are slightly bigger than before."
        },
        "formsheet-lift": {
          "title": "iPadOS lifts a form sheet above the keyboard",
          "basis": "assumption",
          "note": "formc's assumption, after issue 19: when the keyboard would cover a centred form sheet, iPadOS moves the sheet up until its bottom meets the keyboard's top, but not above the top safe area. Apple documents no position; no public measurement was found with the search tool. A verdict that holds for the lifted sheet but not for the centred one is reported as a warning naming this assumption."
        },
        "apple-popover-size": {
          "title": "UIViewController.contentSizeForViewInPopover (Apple developer documentation)",
          "url": "https://developer.apple.com/documentation/uikit/uiviewcontroller/contentsizeforviewinpopover.md",
          "basis": "documented",
          "note": "Apple-documented: by default the width is 320 pt and the height 1100 pt, and 320 is the recommended width. The 1100 pt height (clamped to the screen) is the documented alternative formc checks a failing popover against."
        },
        "formc-popover-height": {
          "title": "Popover height of a form",
          "basis": "assumption",
          "note": "formc's assumption: a form popover 480 pt tall (the app sets preferredContentSize; Apple's default would be 1100 pt, clamped to the screen). A failure that goes away in the taller popover is reported as a warning naming this assumption."
        },
        "accessory-toolbar-iphone": {
          "title": "Toolbar height on iPhone: 44 pt, 32 pt in compact-height landscape",
          "url": "https://stackguides.com/questions/5219833/uitoolbar-height-on-device-rotation",
          "basis": "reported",
          "note": "formc's toolbar calls sizeToFit(), so it takes the system toolbar height. Apple's HIG (quoted at https://stackguides.com/questions/5219833/uitoolbar-height-on-device-rotation): 'take into account the automatic change in toolbar height that occurs on device rotation ... Don't specify the height of a toolbar programmatically'; that thread measures 44 pt in portrait and 32 pt in landscape in Mail, Twitter and Dropbox. No second source for the toolbar itself was found with the search tool; the navigation bar, which changes the same way, has one (navbar-regular-width-landscape: 44/32 on compact-width phones, 44 in landscape on the regular-width iPhone 6 Plus). On the regular-width Pro Max in landscape formc keeps 44, as for the navigation bar; not measured, medium confidence; the Calibration app measures the toolbar as an input accessory view."
        },
        "accessory-toolbar-ipad": {
          "title": "Toolbar height on iPad: 50 pt",
          "url": "https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4",
          "basis": "measured",
          "note": "Geoff Hackworth measured iPad toolbars (and navigation bars) at 50 pt for apps built with Xcode 10 / iOS 12 and later (https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4); formc's toolbar calls sizeToFit(), so it gets the same height. Measured; the Calibration app measures the toolbar itself as an input accessory view."
        },
        "keyboard-os-axis": {
          "title": "Keyboard figures per iOS version",
          "basis": "reported",
          "note": "Each keyboard entry names the iOS versions it holds for. No public measurement distinguishing the docked keyboard heights of iOS 17, 18 and 26 was found with the search tool, so one entry covers all three; the Calibration app logs the version with every measurement, so a differing version gets an entry of its own."
        },
        "stage-manager-availability": {
          "title": "Stage Manager availability",
          "url": "https://www.apfelpatient.de/en/news/ipads-26-stage-manager-now-on-significantly-more-ipads",
          "basis": "reported",
          "note": "Under iPadOS 18 Stage Manager is offered on the 12.9-inch iPad Pro (3rd generation and later, so the 6th generation), the 11-inch iPad Pro and the iPad Air (5th generation and later); iPadOS 26 extends it to the iPad (8th generation and later, so the 10th generation), the iPad mini (5th generation and later) and the iPad Air (3rd generation and later). Second source, checked for issue 19: Jason Deegan, 'Stage Manager Finally Expands to More iPads with iPadOS 26 Update' (https://jasondeegan.com/stage-manager-finally-expands-to-more-ipads-with-ipados-26-update/) lists the same models; Unity's iPad multitasking table (https://docs.unity3d.com/7000.0/Documentation/Manual/ios-ipad-multitasking-modes.html) gives Stage Manager in iPadOS 16 to 18 and 26 and later. Kept: iPadOS 17, 18 and 26 on the iPad Pro 12.9-inch, 26 alone on the iPad (10th generation)."
        },
        "stage-manager-window-sizes": {
          "title": "Stage Manager window sizes",
          "basis": "assumption",
          "note": "formc's assumption: Apple documents no window sizes (an app may only narrow them with UIWindowScene.sizeRestrictions, https://developer.apple.com/documentation/uikit/uiscenesizerestrictions). The small window is 320 pt wide, the narrowest width an iPad app gets in Split View and Slide Over (Geoff Hackworth, https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20), and 640 tall, centred; the half window is the left half of the screen between the safe areas, as a 50:50 split. Every verdict in a Stage Manager window is a warning naming this assumption."
        }
      },
      "devices": [
        {
          "id": "iphone-se-3",
          "name": "iPhone SE (3rd generation)",
          "idiom": "phone",
          "screen": {
            "width": 375,
            "height": 667,
            "source": "apple-hig-layout"
          },
          "portrait": {
            "safeArea": {
              "top": 20,
              "left": 0,
              "bottom": 0,
              "right": 0,
              "source": "useyourloaf-safe-area"
            },
            "navigationBar": {
              "height": 44,
              "source": "useyourloaf-safe-area"
            },
            "accessoryToolbar": {
              "height": 44,
              "source": "accessory-toolbar-iphone"
            },
            "keyboards": [
              {
                "os": [
                  "17",
                  "18",
                  "26"
                ],
                "height": 216,
                "predictiveBar": 44,
                "source": "kb-legacy-iphone",
                "numberPad": {
                  "height": 216,
                  "source": "kb-pads"
                },
                "phonePad": {
                  "height": 216,
                  "source": "kb-pads"
                }
              }
            ],
            "hardwareKeyboardBar": {
              "height": 0,
              "source": "iphone-hw-kb"
            }
          },
          "landscape": {
            "safeArea": {
              "top": 0,
              "left": 0,
              "bottom": 0,
              "right": 0,
              "source": "useyourloaf-safe-area"
            },
            "navigationBar": {
              "height": 32,
              "source": "useyourloaf-safe-area"
            },
            "accessoryToolbar": {
              "height": 32,
              "source": "accessory-toolbar-iphone"
            },
            "keyboards": [
              {
                "os": [
                  "17",
                  "18",
                  "26"
                ],
                "height": 162,
                "predictiveBar": 38,
                "source": "kb-landscape-bar-common",
                "numberPad": {
                  "height": 162,
                  "source": "kb-pads"
                },
                "phonePad": {
                  "height": 162,
                  "source": "kb-pads"
                }
              }
            ],
            "hardwareKeyboardBar": {
              "height": 0,
              "source": "iphone-hw-kb"
            }
          }
        },
        {
          "id": "iphone-16",
          "name": "iPhone 16",
          "idiom": "phone",
          "screen": {
            "width": 393,
            "height": 852,
            "source": "apple-hig-layout"
          },
          "portrait": {
            "safeArea": {
              "top": 59,
              "left": 0,
              "bottom": 34,
              "right": 0,
              "source": "csl-dynamic-island-insets"
            },
            "navigationBar": {
              "height": 44,
              "source": "useyourloaf-safe-area"
            },
            "accessoryToolbar": {
              "height": 44,
              "source": "accessory-toolbar-iphone"
            },
            "keyboards": [
              {
                "os": [
                  "17",
                  "18",
                  "26"
                ],
                "height": 291,
                "predictiveBar": 45,
                "source": "kb-faceid-common",
                "numberPad": {
                  "height": 291,
                  "source": "kb-pads"
                },
                "phonePad": {
                  "height": 291,
                  "source": "kb-pads"
                }
              }
            ],
            "hardwareKeyboardBar": {
              "height": 0,
              "source": "iphone-hw-kb"
            }
          },
          "landscape": {
            "safeArea": {
              "top": 0,
              "left": 59,
              "bottom": 21,
              "right": 59,
              "source": "csl-dynamic-island-insets"
            },
            "navigationBar": {
              "height": 32,
              "source": "useyourloaf-safe-area"
            },
            "accessoryToolbar": {
              "height": 32,
              "source": "accessory-toolbar-iphone"
            },
            "keyboards": [
              {
                "os": [
                  "17",
                  "18",
                  "26"
                ],
                "height": 181,
                "predictiveBar": 38,
                "source": "kb-faceid-landscape",
                "numberPad": {
                  "height": 181,
                  "source": "kb-pads"
                },
                "phonePad": {
                  "height": 181,
                  "source": "kb-pads"
                }
              }
            ],
            "hardwareKeyboardBar": {
              "height": 0,
              "source": "iphone-hw-kb"
            }
          }
        },
        {
          "id": "iphone-16-pro-max",
          "name": "iPhone 16 Pro Max",
          "idiom": "phone",
          "screen": {
            "width": 440,
            "height": 956,
            "source": "apple-hig-layout"
          },
          "portrait": {
            "safeArea": {
              "top": 62,
              "left": 0,
              "bottom": 34,
              "right": 0,
              "source": "promax-insets-common"
            },
            "navigationBar": {
              "height": 44,
              "source": "useyourloaf-safe-area"
            },
            "accessoryToolbar": {
              "height": 44,
              "source": "accessory-toolbar-iphone"
            },
            "keyboards": [
              {
                "os": [
                  "17",
                  "18",
                  "26"
                ],
                "height": 301,
                "predictiveBar": 45,
                "source": "kb-faceid-common",
                "numberPad": {
                  "height": 301,
                  "source": "kb-pads"
                },
                "phonePad": {
                  "height": 301,
                  "source": "kb-pads"
                }
              }
            ],
            "hardwareKeyboardBar": {
              "height": 0,
              "source": "iphone-hw-kb"
            }
          },
          "landscape": {
            "safeArea": {
              "top": 0,
              "left": 62,
              "bottom": 21,
              "right": 62,
              "source": "promax-insets-common"
            },
            "navigationBar": {
              "height": 44,
              "source": "navbar-regular-width-landscape"
            },
            "accessoryToolbar": {
              "height": 44,
              "source": "accessory-toolbar-iphone"
            },
            "keyboards": [
              {
                "os": [
                  "17",
                  "18",
                  "26"
                ],
                "height": 181,
                "predictiveBar": 38,
                "source": "kb-faceid-landscape",
                "numberPad": {
                  "height": 181,
                  "source": "kb-pads"
                },
                "phonePad": {
                  "height": 181,
                  "source": "kb-pads"
                }
              }
            ],
            "hardwareKeyboardBar": {
              "height": 0,
              "source": "iphone-hw-kb"
            }
          }
        },
        {
          "id": "ipad-10",
          "name": "iPad (10th generation)",
          "idiom": "pad",
          "screen": {
            "width": 820,
            "height": 1180,
            "source": "apple-hig-layout"
          },
          "portrait": {
            "safeArea": {
              "top": 24,
              "left": 0,
              "bottom": 20,
              "right": 0,
              "source": "ipad-insets-common"
            },
            "navigationBar": {
              "height": 50,
              "source": "ipad-navbar-common"
            },
            "accessoryToolbar": {
              "height": 50,
              "source": "accessory-toolbar-ipad"
            },
            "keyboards": [
              {
                "os": [
                  "17",
                  "18",
                  "26"
                ],
                "height": 282,
                "predictiveBar": 55,
                "source": "kb-ipad-common"
              }
            ],
            "hardwareKeyboardBar": {
              "height": 0,
              "source": "ipad-hw-bar"
            }
          },
          "landscape": {
            "safeArea": {
              "top": 24,
              "left": 0,
              "bottom": 20,
              "right": 0,
              "source": "ipad-insets-common"
            },
            "navigationBar": {
              "height": 50,
              "source": "ipad-navbar-common"
            },
            "accessoryToolbar": {
              "height": 50,
              "source": "accessory-toolbar-ipad"
            },
            "keyboards": [
              {
                "os": [
                  "17",
                  "18",
                  "26"
                ],
                "height": 367,
                "predictiveBar": 55,
                "source": "kb-ipad-common"
              }
            ],
            "hardwareKeyboardBar": {
              "height": 0,
              "source": "ipad-hw-bar"
            }
          },
          "floatingKeyboard": {
            "width": 320,
            "height": 254,
            "bottomMargin": 100,
            "source": "ipad-floating-kb"
          },
          "undockedKeyboard": {
            "height": 337,
            "bottomMargin": 260,
            "source": "ipad-undocked-assumption"
          },
          "formSheet": {
            "width": 540,
            "height": 620,
            "source": "apple-formsheet",
            "keyboardLift": {
              "source": "formsheet-lift"
            }
          },
          "popover": {
            "width": 320,
            "height": 480,
            "source": "formc-popover-height",
            "documentedHeight": {
              "height": 1100,
              "source": "apple-popover-size"
            }
          },
          "windows": [
            {
              "presentation": "stageManagerSmall",
              "os": [
                "26"
              ],
              "portrait": {
                "width": 320,
                "height": 640
              },
              "landscape": {
                "width": 320,
                "height": 640
              },
              "hardwareKeyboardBar": {
                "height": 55,
                "source": "ipad-hw-bar-stage-manager"
              },
              "source": "stage-manager-window-sizes",
              "availabilitySource": "stage-manager-availability"
            },
            {
              "presentation": "stageManagerHalf",
              "os": [
                "26"
              ],
              "portrait": {
                "width": 410,
                "height": 1136
              },
              "landscape": {
                "width": 590,
                "height": 776
              },
              "hardwareKeyboardBar": {
                "height": 55,
                "source": "ipad-hw-bar-stage-manager"
              },
              "source": "stage-manager-window-sizes",
              "availabilitySource": "stage-manager-availability"
            }
          ]
        },
        {
          "id": "ipad-pro-12-9",
          "name": "iPad Pro 12.9-inch (6th generation)",
          "idiom": "pad",
          "screen": {
            "width": 1024,
            "height": 1366,
            "source": "apple-hig-layout"
          },
          "portrait": {
            "safeArea": {
              "top": 24,
              "left": 0,
              "bottom": 20,
              "right": 0,
              "source": "ipad-insets-common"
            },
            "navigationBar": {
              "height": 50,
              "source": "ipad-navbar-common"
            },
            "accessoryToolbar": {
              "height": 50,
              "source": "accessory-toolbar-ipad"
            },
            "keyboards": [
              {
                "os": [
                  "17",
                  "18",
                  "26"
                ],
                "height": 348,
                "predictiveBar": 55,
                "source": "kb-ipad-common"
              }
            ],
            "hardwareKeyboardBar": {
              "height": 0,
              "source": "ipad-hw-bar"
            }
          },
          "landscape": {
            "safeArea": {
              "top": 24,
              "left": 0,
              "bottom": 20,
              "right": 0,
              "source": "ipad-insets-common"
            },
            "navigationBar": {
              "height": 50,
              "source": "ipad-navbar-common"
            },
            "accessoryToolbar": {
              "height": 50,
              "source": "accessory-toolbar-ipad"
            },
            "keyboards": [
              {
                "os": [
                  "17",
                  "18",
                  "26"
                ],
                "height": 443,
                "predictiveBar": 55,
                "source": "kb-ipad-common"
              }
            ],
            "hardwareKeyboardBar": {
              "height": 0,
              "source": "ipad-hw-bar"
            }
          },
          "floatingKeyboard": {
            "width": 320,
            "height": 254,
            "bottomMargin": 100,
            "source": "ipad-floating-kb"
          },
          "undockedKeyboard": {
            "height": 0,
            "bottomMargin": 0,
            "source": "ipad-split-unavailable"
          },
          "formSheet": {
            "width": 540,
            "height": 620,
            "source": "apple-formsheet",
            "keyboardLift": {
              "source": "formsheet-lift"
            }
          },
          "popover": {
            "width": 320,
            "height": 480,
            "source": "formc-popover-height",
            "documentedHeight": {
              "height": 1100,
              "source": "apple-popover-size"
            }
          },
          "windows": [
            {
              "presentation": "stageManagerSmall",
              "os": [
                "17",
                "18",
                "26"
              ],
              "portrait": {
                "width": 320,
                "height": 640
              },
              "landscape": {
                "width": 320,
                "height": 640
              },
              "hardwareKeyboardBar": {
                "height": 55,
                "source": "ipad-hw-bar-stage-manager"
              },
              "source": "stage-manager-window-sizes",
              "availabilitySource": "stage-manager-availability"
            },
            {
              "presentation": "stageManagerHalf",
              "os": [
                "17",
                "18",
                "26"
              ],
              "portrait": {
                "width": 512,
                "height": 1322
              },
              "landscape": {
                "width": 683,
                "height": 980
              },
              "hardwareKeyboardBar": {
                "height": 55,
                "source": "ipad-hw-bar-stage-manager"
              },
              "source": "stage-manager-window-sizes",
              "availabilitySource": "stage-manager-availability"
            }
          ]
        }
      ]
    }
    """##
}
