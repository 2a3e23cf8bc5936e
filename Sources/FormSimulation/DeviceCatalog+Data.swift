// Generated from Simulation/Devices.json by DeviceCatalogTests (record mode). Do not edit.

extension DeviceCatalog {
  /// The bytes of `Simulation/Devices.json`.
  static let standardJSON = ##"""
    {
      "formatVersion": 1,
      "sources": {
        "apple-hig-layout": {
          "title": "Apple Human Interface Guidelines - Layout, Specifications: iOS, iPadOS device screen dimensions (portrait, points)",
          "url": "https://developer.apple.com/design/human-interface-guidelines/layout",
          "note": "Apple-documented. Table read from a verbatim mirror of the page found via the search tool (the same URL appears in its front matter). It lists iPhone SE 4.7-inch 375x667, iPhone 16 393x852, iPhone 16 Pro Max 440x956, iPad Pro 12.9-inch 1024x1366, and 820x1180 for iPad 11-inch / iPad Air 10.9-inch. The 10.9-inch iPad (10th generation) shares the 820x1180 panel. The mirror says Apple later dropped the table from the page."
        },
        "useyourloaf-safe-area": {
          "title": "Use Your Loaf - Supporting iPhone X",
          "url": "https://useyourloaf.com/blog/supporting-iphone-x/",
          "note": "Public measurement. On Touch ID iPhones the status bar is 20 pt and is hidden in landscape, so the top inset is 0. Navigation bar: 44 pt, or 32 pt in compact-height landscape. Home-indicator inset: 34 pt in portrait."
        },
        "csl-dynamic-island-insets": {
          "title": "iOS Layout Adaptation (safeAreaInsets printed on a Dynamic Island iPhone)",
          "url": "http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation",
          "note": "Public measurement: portrait (top 59, left 0, bottom 34, right 0) and landscape (top 0, left 59, bottom 21, right 59). The post doesn't name the model. 59 matches the 393x852 Dynamic Island models (14 Pro/15/16). High confidence for iPhone 16."
        },
        "promax-insets-common": {
          "title": "iPhone 16 Pro Max safe-area insets",
          "note": "Commonly reported; not verified here: top 62 / bottom 34 in portrait, left/right 62 / bottom 21 in landscape (62 = 16 Pro / Pro Max Dynamic Island status bar). No URL found; public test fixtures in the code index use these numbers."
        },
        "ipad-insets-common": {
          "title": "iPad (home-indicator models) safe-area insets",
          "note": "Commonly reported; not verified here: status bar 24 pt at the top and home indicator 20 pt at the bottom, in both orientations, with no side insets. Applies to iPad (10th gen) and iPad Pro 12.9-inch (6th gen)."
        },
        "ipad-navbar-common": {
          "title": "Geoff Hackworth - How iPad Apps Adapt to the New 11\" and 12.9\" iPads Pro",
          "url": "https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20",
          "note": "The article says iOS 12 changed iPad navigation bar, toolbar and tab bar heights. The value 50 pt (in both orientations) is commonly reported; not verified here."
        },
        "kb-legacy-iphone": {
          "title": "Sizes of iPhone UI Elements (portrait keyboard 216 pt, landscape 162 pt, toolbar/nav bar 44 pt)",
          "url": "https://cnblogs.com/StarMud/articles/2561508.html",
          "note": "Old but stable figures for the key area of the 4.7-inch-class keyboard without the suggestion bar. The same 375x216 / 667x162 figures appear in the zoul/ios-keyboards README (code index). Public measurement, high confidence for the SE portrait 216."
        },
        "kb-faceid-common": {
          "title": "List of the official iOS keyboards' heights (and how to calculate them) - F. Benacquista",
          "url": "https://federicabenacquista.medium.com/list-of-the-official-ios-keyboards-heights-and-how-to-calculate-them-c2b844ef54b9?readmore=1&source=user_profile---------2----------------------------",
          "note": "The article explains that the key area is the same height on all phones and the difference comes from the bottom (home-indicator) strip. Public code tables in the code index report these totals with the suggestion bar: 260 for 375x667, 336 for 6.1-inch Face ID phones (390/393 wide) and 346 for phones 414+ wide (428x926, 430x932, 440x956). The split used here is bar 44 on the SE and 45 on Face ID phones. That split and all landscape figures (171 + 38 on Face ID phones, 162 + 38 on the SE) are commonly reported; not verified here. Portrait totals: medium confidence. Landscape: low."
        },
        "kb-ipad-common": {
          "title": "iPad docked keyboard heights",
          "url": "https://www.oreilly.com/library/view/beginning-ios-5/9781118144251/ch006-sec005.html",
          "note": "The URL only gives the iOS 5 baseline for 768x1024 iPads (264 portrait, 352 landscape, no bar). The figures for 820x1180 (265 + 55 portrait, 350 + 55 landscape) and 1024x1366 (323 + 55 = 378 portrait, 416 + 55 = 471 landscape) are commonly reported; not verified here. Low-medium confidence. On iPad the 55 pt bar is the combined predictive/shortcuts bar. It can stay visible when predictive text is off if Shortcuts is on."
        },
        "ipad-hw-bar": {
          "title": "iOS 9 shortcuts bar with a Bluetooth keyboard: keyboard/view intersection = 55",
          "url": "https://tutoriales.edu.lat/preguntas/974D071138FEABB5E2849EBC07A05B6C.html",
          "note": "Public measurement (iOS 9): with a hardware keyboard, the keyboard frame keeps its full height, is mostly off screen, and covers 55 pt. Apple's WWDC23 'Keep up with the keyboard' (https://developer.apple.com/wwdc23/10281?time=92) says a hardware keyboard shows an assistant toolbar. The full-size toolbar 'acts as part of the keyboard', but outside Stage Manager the minimized pill does not. formc therefore models the default full-size bar as 55 pt obstruction. Whether the height is still 55 on iPadOS 17/18 is not verified."
        },
        "iphone-hw-kb": {
          "title": "What is the height of iPhone's onscreen keyboard? (codemia)",
          "url": "https://codemia.io/knowledge-hub/path/what_is_the_height_of_iphones_onscreen_keyboard",
          "note": "Says that with a hardware keyboard the on-screen keyboard may not appear at all. On iPhone, with no inputAccessoryView, nothing is drawn above the bottom edge, so the obstruction is 0. Commonly reported; medium-high confidence."
        },
        "ipad-floating-kb": {
          "title": "react-native-community/hooks #314: useKeyboard does not respect iPad floating keyboard",
          "url": "https://github.com/react-native-community/hooks/issues/314",
          "note": "Shows that the floating keyboard is reported as hidden or 0 height, so apps don't avoid it. The size 320x254 (iPhone-width keyboard with suggestion bar) is commonly reported; not verified here. bottomMargin 100 is formc's assumption of a typical drag position."
        },
        "ipad-split-unavailable": {
          "title": "Daring Fireball - Why Is the Split Keyboard Not Available on iPad Pros?",
          "url": "https://daringfireball.net/linked/2018/12/18/ipad-pros-split-keyboard",
          "note": "Cites Apple's support document: the split keyboard isn't available on 11-inch and larger iPad Pros (2018 and later, which includes the 12.9-inch 6th gen). There, only the floating keyboard undocks, so undockedKeyboard is 0/0."
        },
        "ipad-undocked-assumption": {
          "title": "Undocked keyboard on iPad (10th generation)",
          "note": "formc's assumption; not verified here. The undocked keyboard keeps its docked portrait height including the bar (320). bottomMargin 260 is a typical mid-screen undocked position. It's also not verified whether undock/split is offered on the 10th-gen iPad; the closest related source is https://daringfireball.net/linked/2018/12/18/ipad-pros-split-keyboard."
        },
        "apple-formsheet": {
          "title": "UIModalPresentationStyle.formSheet (Apple developer documentation)",
          "url": "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet.md",
          "note": "Apple documents only that the default content size is smaller than .pageSheet and can be overridden with preferredContentSize. The legacy default of 540x620 is commonly reported; not verified here. Geoff Hackworth (https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-and-ipados-16-474c82c9ed2e) notes that iPadOS 16 form sheets are slightly bigger than before."
        },
        "apple-popover-size": {
          "title": "UIViewController.contentSizeForViewInPopover (Apple developer documentation)",
          "url": "https://developer.apple.com/documentation/uikit/uiviewcontroller/contentsizeforviewinpopover.md",
          "note": "Apple-documented: by default the width is 320 pt and the height 1100 pt, and 320 is the recommended width. The height of 480 is formc's assumption for a form popover (1100 would be clamped to the screen anyway)."
        },
        "formc-accessory-toolbar": {
          "title": "formc accessory toolbar (UIToolbar with a 44 pt frame as inputAccessoryView)",
          "url": "https://cnblogs.com/StarMud/articles/2561508.html",
          "note": "The 44 pt standard toolbar height is commonly reported (this URL lists Toolbar/Navigation Bar 44). formc's toolbar is created with a fixed 44 pt frame, and as an inputAccessoryView it keeps that frame height. So it stays 44 even in compact-height landscape, where a toolbar UIKit sizes itself would be 32. Medium-high confidence."
        }
      },
      "accessoryToolbar": {
        "height": 44,
        "source": "formc-accessory-toolbar"
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
            "keyboard": {
              "height": 216,
              "predictiveBar": 44,
              "source": "kb-legacy-iphone"
            },
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
            "keyboard": {
              "height": 162,
              "predictiveBar": 38,
              "source": "kb-faceid-common"
            },
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
            "keyboard": {
              "height": 291,
              "predictiveBar": 45,
              "source": "kb-faceid-common"
            },
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
            "keyboard": {
              "height": 171,
              "predictiveBar": 38,
              "source": "kb-faceid-common"
            },
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
            "keyboard": {
              "height": 301,
              "predictiveBar": 45,
              "source": "kb-faceid-common"
            },
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
              "height": 32,
              "source": "useyourloaf-safe-area"
            },
            "keyboard": {
              "height": 171,
              "predictiveBar": 38,
              "source": "kb-faceid-common"
            },
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
            "keyboard": {
              "height": 265,
              "predictiveBar": 55,
              "source": "kb-ipad-common"
            },
            "hardwareKeyboardBar": {
              "height": 55,
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
            "keyboard": {
              "height": 350,
              "predictiveBar": 55,
              "source": "kb-ipad-common"
            },
            "hardwareKeyboardBar": {
              "height": 55,
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
            "height": 320,
            "bottomMargin": 260,
            "source": "ipad-undocked-assumption"
          },
          "formSheet": {
            "width": 540,
            "height": 620,
            "source": "apple-formsheet"
          },
          "popover": {
            "width": 320,
            "height": 480,
            "source": "apple-popover-size"
          }
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
            "keyboard": {
              "height": 323,
              "predictiveBar": 55,
              "source": "kb-ipad-common"
            },
            "hardwareKeyboardBar": {
              "height": 55,
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
            "keyboard": {
              "height": 416,
              "predictiveBar": 55,
              "source": "kb-ipad-common"
            },
            "hardwareKeyboardBar": {
              "height": 55,
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
            "source": "apple-formsheet"
          },
          "popover": {
            "width": 320,
            "height": 480,
            "source": "apple-popover-size"
          }
        }
      ]
    }
    """##
}
