// Written by generate-ui-test-cases.py from the golden generated UI tests. Do not edit.

@testable import GeneratedForms

extension GeneratedUITestCase {
  /// Every test of every generated UI test class, in file and declaration order.
  @MainActor static let all: [GeneratedUITestCase] = [
    .init("BusinessAccount", "testState1", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) { try $0.testState1() }
    },
    .init("BusinessAccount", "testState2", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) { try $0.testState2() }
    },
    .init("BusinessAccount", "testState3", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) { try $0.testState3() }
    },
    .init("BusinessAccount", "testState4", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) { try $0.testState4() }
    },
    .init("BusinessAccount", "testState5", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) { try $0.testState5() }
    },
    .init("BusinessAccount", "testState6", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) { try $0.testState6() }
    },
    .init("BusinessAccount", "testState7", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) { try $0.testState7() }
    },
    .init("BusinessAccount", "testState8", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) { try $0.testState8() }
    },
    .init("BusinessAccount", "testState9", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) { try $0.testState9() }
    },
    .init("BusinessAccount", "testState1InLandscape", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("BusinessAccount", "testState1FromTheTop", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("BusinessAccount", "testSubmittingAnEmptyForm", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) { try $0.testSubmittingAnEmptyForm() }
    },
    .init("BusinessAccount", "testSubmittingWaitsForChecks", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) { try $0.testSubmittingWaitsForChecks() }
    },
    .init("BusinessAccount", "testSubmittingWithReturnWaitsForChecks", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) {
        try $0.testSubmittingWithReturnWaitsForChecks()
      }
    },
    .init("BusinessAccount", "testSubmittingTwiceSubmitsOnce", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) { try $0.testSubmittingTwiceSubmitsOnce() }
    },
    .init("BusinessAccount", "testReturnWhileSubmittingSubmitsOnce", BusinessAccountForm.init) {
      try runTestMethod(BusinessAccountFormUITests()) {
        try $0.testReturnWhileSubmittingSubmitsOnce()
      }
    },
    .init("CaptchaSignUp", "testState1", CaptchaSignUpForm.init) {
      try runTestMethod(CaptchaSignUpFormUITests()) { try $0.testState1() }
    },
    .init("CaptchaSignUp", "testState2", CaptchaSignUpForm.init) {
      try runTestMethod(CaptchaSignUpFormUITests()) { try $0.testState2() }
    },
    .init("CaptchaSignUp", "testState1InLandscape", CaptchaSignUpForm.init) {
      try runTestMethod(CaptchaSignUpFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("CaptchaSignUp", "testState1FromTheTop", CaptchaSignUpForm.init) {
      try runTestMethod(CaptchaSignUpFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("CaptchaSignUp", "testSubmittingAnEmptyForm", CaptchaSignUpForm.init) {
      try runTestMethod(CaptchaSignUpFormUITests()) { try $0.testSubmittingAnEmptyForm() }
    },
    .init("CaptchaSignUp", "testSubmittingTwiceSubmitsOnce", CaptchaSignUpForm.init) {
      try runTestMethod(CaptchaSignUpFormUITests()) { try $0.testSubmittingTwiceSubmitsOnce() }
    },
    .init("CaptchaSignUp", "testReturnWhileSubmittingSubmitsOnce", CaptchaSignUpForm.init) {
      try runTestMethod(CaptchaSignUpFormUITests()) {
        try $0.testReturnWhileSubmittingSubmitsOnce()
      }
    },
    .init("ChatComposer", "testState1", ChatComposerForm.init) {
      try runTestMethod(ChatComposerFormUITests()) { try $0.testState1() }
    },
    .init("ChatComposer", "testState1InLandscape", ChatComposerForm.init) {
      try runTestMethod(ChatComposerFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("ChatComposer", "testState1FromTheTop", ChatComposerForm.init) {
      try runTestMethod(ChatComposerFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("ChatComposer", "testGrowingMessage", ChatComposerForm.init) {
      try runTestMethod(ChatComposerFormUITests()) { try $0.testGrowingMessage() }
    },
    .init("ChatComposer", "testReturnWhileSubmittingSubmitsOnce", ChatComposerForm.init) {
      try runTestMethod(ChatComposerFormUITests()) { try $0.testReturnWhileSubmittingSubmitsOnce() }
    },
    .init("Checkout", "testState1", CheckoutForm.init) {
      try runTestMethod(CheckoutFormUITests()) { try $0.testState1() }
    },
    .init("Checkout", "testState1InLandscape", CheckoutForm.init) {
      try runTestMethod(CheckoutFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("Checkout", "testState1FromTheTop", CheckoutForm.init) {
      try runTestMethod(CheckoutFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("Checkout", "testTypingDeliveryPhone", CheckoutForm.init) {
      try runTestMethod(CheckoutFormUITests()) { try $0.testTypingDeliveryPhone() }
    },
    .init("Checkout", "testTypingCardNumber", CheckoutForm.init) {
      try runTestMethod(CheckoutFormUITests()) { try $0.testTypingCardNumber() }
    },
    .init("Checkout", "testTypingExpiry", CheckoutForm.init) {
      try runTestMethod(CheckoutFormUITests()) { try $0.testTypingExpiry() }
    },
    .init("Checkout", "testSubmittingAnEmptyForm", CheckoutForm.init) {
      try runTestMethod(CheckoutFormUITests()) { try $0.testSubmittingAnEmptyForm() }
    },
    .init("EventEditor", "testState1", EventEditorForm.init) {
      try runTestMethod(EventEditorFormUITests()) { try $0.testState1() }
    },
    .init("EventEditor", "testState2", EventEditorForm.init) {
      try runTestMethod(EventEditorFormUITests()) { try $0.testState2() }
    },
    .init("EventEditor", "testState3", EventEditorForm.init) {
      try runTestMethod(EventEditorFormUITests()) { try $0.testState3() }
    },
    .init("EventEditor", "testState4", EventEditorForm.init) {
      try runTestMethod(EventEditorFormUITests()) { try $0.testState4() }
    },
    .init("EventEditor", "testState5", EventEditorForm.init) {
      try runTestMethod(EventEditorFormUITests()) { try $0.testState5() }
    },
    .init("EventEditor", "testState6", EventEditorForm.init) {
      try runTestMethod(EventEditorFormUITests()) { try $0.testState6() }
    },
    .init("EventEditor", "testState7", EventEditorForm.init) {
      try runTestMethod(EventEditorFormUITests()) { try $0.testState7() }
    },
    .init("EventEditor", "testState8", EventEditorForm.init) {
      try runTestMethod(EventEditorFormUITests()) { try $0.testState8() }
    },
    .init("EventEditor", "testState1InLandscape", EventEditorForm.init) {
      try runTestMethod(EventEditorFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("EventEditor", "testState1FromTheTop", EventEditorForm.init) {
      try runTestMethod(EventEditorFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("EventEditor", "testGrowingNotes", EventEditorForm.init) {
      try runTestMethod(EventEditorFormUITests()) { try $0.testGrowingNotes() }
    },
    .init("Feedback", "testState1", FeedbackForm.init) {
      try runTestMethod(FeedbackFormUITests()) { try $0.testState1() }
    },
    .init("Feedback", "testState2", FeedbackForm.init) {
      try runTestMethod(FeedbackFormUITests()) { try $0.testState2() }
    },
    .init("Feedback", "testState3", FeedbackForm.init) {
      try runTestMethod(FeedbackFormUITests()) { try $0.testState3() }
    },
    .init("Feedback", "testState1InLandscape", FeedbackForm.init) {
      try runTestMethod(FeedbackFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("Feedback", "testState1FromTheTop", FeedbackForm.init) {
      try runTestMethod(FeedbackFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("Feedback", "testGrowingDetails", FeedbackForm.init) {
      try runTestMethod(FeedbackFormUITests()) { try $0.testGrowingDetails() }
    },
    .init("Hostile", "testState1", HostileForm.init) {
      try runTestMethod(HostileFormUITests()) { try $0.testState1() }
    },
    .init("Hostile", "testState1InLandscape", HostileForm.init) {
      try runTestMethod(HostileFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("Hostile", "testState1FromTheTop", HostileForm.init) {
      try runTestMethod(HostileFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("Hostile", "testGrowingNotes", HostileForm.init) {
      try runTestMethod(HostileFormUITests()) { try $0.testGrowingNotes() }
    },
    .init("Hostile", "testSubmittingAnEmptyForm", HostileForm.init) {
      try runTestMethod(HostileFormUITests()) { try $0.testSubmittingAnEmptyForm() }
    },
    .init("MailSettings", "testState1", MailSettingsForm.init) {
      try runTestMethod(MailSettingsFormUITests()) { try $0.testState1() }
    },
    .init("MailSettings", "testState2", MailSettingsForm.init) {
      try runTestMethod(MailSettingsFormUITests()) { try $0.testState2() }
    },
    .init("MailSettings", "testState1InLandscape", MailSettingsForm.init) {
      try runTestMethod(MailSettingsFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("MailSettings", "testState1FromTheTop", MailSettingsForm.init) {
      try runTestMethod(MailSettingsFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("MailSettings", "testReturnWhileSubmittingSubmitsOnce", MailSettingsForm.init) {
      try runTestMethod(MailSettingsFormUITests()) { try $0.testReturnWhileSubmittingSubmitsOnce() }
    },
    .init("MultiChoiceStyles", "testState1", MultiChoiceStylesForm.init) {
      try runTestMethod(MultiChoiceStylesFormUITests()) { try $0.testState1() }
    },
    .init("MultiChoiceStyles", "testState2", MultiChoiceStylesForm.init) {
      try runTestMethod(MultiChoiceStylesFormUITests()) { try $0.testState2() }
    },
    .init("MultiChoiceStyles", "testState3", MultiChoiceStylesForm.init) {
      try runTestMethod(MultiChoiceStylesFormUITests()) { try $0.testState3() }
    },
    .init("MultiChoiceStyles", "testState1InLandscape", MultiChoiceStylesForm.init) {
      try runTestMethod(MultiChoiceStylesFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("MultiChoiceStyles", "testState1FromTheTop", MultiChoiceStylesForm.init) {
      try runTestMethod(MultiChoiceStylesFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("MultiChoiceStyles", "testTappingOutsideTheInputs", MultiChoiceStylesForm.init) {
      try runTestMethod(MultiChoiceStylesFormUITests()) { try $0.testTappingOutsideTheInputs() }
    },
    .init("MultiChoiceStyles", "testReturnWhileSubmittingSubmitsOnce", MultiChoiceStylesForm.init) {
      try runTestMethod(MultiChoiceStylesFormUITests()) {
        try $0.testReturnWhileSubmittingSubmitsOnce()
      }
    },
    .init("Notifications", "testState1", NotificationsForm.init) {
      try runTestMethod(NotificationsFormUITests()) { try $0.testState1() }
    },
    .init("Notifications", "testState2", NotificationsForm.init) {
      try runTestMethod(NotificationsFormUITests()) { try $0.testState2() }
    },
    .init("Notifications", "testState1InLandscape", NotificationsForm.init) {
      try runTestMethod(NotificationsFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("Notifications", "testState1FromTheTop", NotificationsForm.init) {
      try runTestMethod(NotificationsFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("Notifications", "testReturnWhileSubmittingSubmitsOnce", NotificationsForm.init) {
      try runTestMethod(NotificationsFormUITests()) {
        try $0.testReturnWhileSubmittingSubmitsOnce()
      }
    },
    .init("OneTimeCodeLogin", "testState1", OneTimeCodeLoginForm.init) {
      try runTestMethod(OneTimeCodeLoginFormUITests()) { try $0.testState1() }
    },
    .init("OneTimeCodeLogin", "testState1InLandscape", OneTimeCodeLoginForm.init) {
      try runTestMethod(OneTimeCodeLoginFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("OneTimeCodeLogin", "testState1FromTheTop", OneTimeCodeLoginForm.init) {
      try runTestMethod(OneTimeCodeLoginFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("OneTimeCodeLogin", "testTappingOutsideTheInputs", OneTimeCodeLoginForm.init) {
      try runTestMethod(OneTimeCodeLoginFormUITests()) { try $0.testTappingOutsideTheInputs() }
    },
    .init("OneTimeCodeLogin", "testSubmittingAnEmptyForm", OneTimeCodeLoginForm.init) {
      try runTestMethod(OneTimeCodeLoginFormUITests()) { try $0.testSubmittingAnEmptyForm() }
    },
    .init("OneTimeCodeLogin", "testSubmittingTwiceSubmitsOnce", OneTimeCodeLoginForm.init) {
      try runTestMethod(OneTimeCodeLoginFormUITests()) { try $0.testSubmittingTwiceSubmitsOnce() }
    },
    .init("OneTimeCodeLogin", "testLaunchingFocusesPhone", OneTimeCodeLoginForm.init) {
      try runTestMethod(OneTimeCodeLoginFormUITests()) { try $0.testLaunchingFocusesPhone() }
    },
    .init("PhoneVerification", "testState1", PhoneVerificationForm.init) {
      try runTestMethod(PhoneVerificationFormUITests()) { try $0.testState1() }
    },
    .init("PhoneVerification", "testState1InLandscape", PhoneVerificationForm.init) {
      try runTestMethod(PhoneVerificationFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("PhoneVerification", "testState1FromTheTop", PhoneVerificationForm.init) {
      try runTestMethod(PhoneVerificationFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("PhoneVerification", "testReturnWhileSubmittingSubmitsOnce", PhoneVerificationForm.init) {
      try runTestMethod(PhoneVerificationFormUITests()) {
        try $0.testReturnWhileSubmittingSubmitsOnce()
      }
    },
    .init("ProfileEditor", "testState1", ProfileEditorForm.init) {
      try runTestMethod(ProfileEditorFormUITests()) { try $0.testState1() }
    },
    .init("ProfileEditor", "testState2", ProfileEditorForm.init) {
      try runTestMethod(ProfileEditorFormUITests()) { try $0.testState2() }
    },
    .init("ProfileEditor", "testState3", ProfileEditorForm.init) {
      try runTestMethod(ProfileEditorFormUITests()) { try $0.testState3() }
    },
    .init("ProfileEditor", "testState4", ProfileEditorForm.init) {
      try runTestMethod(ProfileEditorFormUITests()) { try $0.testState4() }
    },
    .init("ProfileEditor", "testState5", ProfileEditorForm.init) {
      try runTestMethod(ProfileEditorFormUITests()) { try $0.testState5() }
    },
    .init("ProfileEditor", "testState6", ProfileEditorForm.init) {
      try runTestMethod(ProfileEditorFormUITests()) { try $0.testState6() }
    },
    .init("ProfileEditor", "testState7", ProfileEditorForm.init) {
      try runTestMethod(ProfileEditorFormUITests()) { try $0.testState7() }
    },
    .init("ProfileEditor", "testState8", ProfileEditorForm.init) {
      try runTestMethod(ProfileEditorFormUITests()) { try $0.testState8() }
    },
    .init("ProfileEditor", "testState1InLandscape", ProfileEditorForm.init) {
      try runTestMethod(ProfileEditorFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("ProfileEditor", "testState1FromTheTop", ProfileEditorForm.init) {
      try runTestMethod(ProfileEditorFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("ProfileEditor", "testGrowingBio", ProfileEditorForm.init) {
      try runTestMethod(ProfileEditorFormUITests()) { try $0.testGrowingBio() }
    },
    .init("ProfileEditor", "testReturnWhileSubmittingSubmitsOnce", ProfileEditorForm.init) {
      try runTestMethod(ProfileEditorFormUITests()) {
        try $0.testReturnWhileSubmittingSubmitsOnce()
      }
    },
    .init("ProxySettings", "testState1", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState1() }
    },
    .init("ProxySettings", "testState2", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState2() }
    },
    .init("ProxySettings", "testState3", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState3() }
    },
    .init("ProxySettings", "testState4", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState4() }
    },
    .init("ProxySettings", "testState5", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState5() }
    },
    .init("ProxySettings", "testState6", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState6() }
    },
    .init("ProxySettings", "testState7", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState7() }
    },
    .init("ProxySettings", "testState8", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState8() }
    },
    .init("ProxySettings", "testState9", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState9() }
    },
    .init("ProxySettings", "testState10", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState10() }
    },
    .init("ProxySettings", "testState11", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState11() }
    },
    .init("ProxySettings", "testState12", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState12() }
    },
    .init("ProxySettings", "testState13", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState13() }
    },
    .init("ProxySettings", "testState14", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState14() }
    },
    .init("ProxySettings", "testState15", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState15() }
    },
    .init("ProxySettings", "testState16", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState16() }
    },
    .init("ProxySettings", "testState17", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState17() }
    },
    .init("ProxySettings", "testState18", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState18() }
    },
    .init("ProxySettings", "testState19", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState19() }
    },
    .init("ProxySettings", "testState20", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState20() }
    },
    .init("ProxySettings", "testState21", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState21() }
    },
    .init("ProxySettings", "testState22", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState22() }
    },
    .init("ProxySettings", "testState23", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState23() }
    },
    .init("ProxySettings", "testState24", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState24() }
    },
    .init("ProxySettings", "testState25", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState25() }
    },
    .init("ProxySettings", "testState26", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState26() }
    },
    .init("ProxySettings", "testState27", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState27() }
    },
    .init("ProxySettings", "testState28", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState28() }
    },
    .init("ProxySettings", "testState29", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState29() }
    },
    .init("ProxySettings", "testState30", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState30() }
    },
    .init("ProxySettings", "testState31", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState31() }
    },
    .init("ProxySettings", "testState32", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState32() }
    },
    .init("ProxySettings", "testState33", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState33() }
    },
    .init("ProxySettings", "testState34", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState34() }
    },
    .init("ProxySettings", "testState35", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState35() }
    },
    .init("ProxySettings", "testState36", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState36() }
    },
    .init("ProxySettings", "testState37", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState37() }
    },
    .init("ProxySettings", "testState38", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState38() }
    },
    .init("ProxySettings", "testState39", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState39() }
    },
    .init("ProxySettings", "testState40", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState40() }
    },
    .init("ProxySettings", "testState41", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState41() }
    },
    .init("ProxySettings", "testState42", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState42() }
    },
    .init("ProxySettings", "testState43", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState43() }
    },
    .init("ProxySettings", "testState44", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState44() }
    },
    .init("ProxySettings", "testState45", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState45() }
    },
    .init("ProxySettings", "testState46", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState46() }
    },
    .init("ProxySettings", "testState47", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState47() }
    },
    .init("ProxySettings", "testState48", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState48() }
    },
    .init("ProxySettings", "testState49", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState49() }
    },
    .init("ProxySettings", "testState50", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState50() }
    },
    .init("ProxySettings", "testState51", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState51() }
    },
    .init("ProxySettings", "testState52", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState52() }
    },
    .init("ProxySettings", "testState53", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState53() }
    },
    .init("ProxySettings", "testState54", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState54() }
    },
    .init("ProxySettings", "testState55", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState55() }
    },
    .init("ProxySettings", "testState56", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState56() }
    },
    .init("ProxySettings", "testState57", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState57() }
    },
    .init("ProxySettings", "testState58", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState58() }
    },
    .init("ProxySettings", "testState59", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState59() }
    },
    .init("ProxySettings", "testState60", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState60() }
    },
    .init("ProxySettings", "testState61", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState61() }
    },
    .init("ProxySettings", "testState62", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState62() }
    },
    .init("ProxySettings", "testState63", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState63() }
    },
    .init("ProxySettings", "testState64", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState64() }
    },
    .init("ProxySettings", "testState65", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState65() }
    },
    .init("ProxySettings", "testState66", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState66() }
    },
    .init("ProxySettings", "testState67", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState67() }
    },
    .init("ProxySettings", "testState68", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState68() }
    },
    .init("ProxySettings", "testState69", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState69() }
    },
    .init("ProxySettings", "testState70", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState70() }
    },
    .init("ProxySettings", "testState71", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState71() }
    },
    .init("ProxySettings", "testState72", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState72() }
    },
    .init("ProxySettings", "testState1InLandscape", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("ProxySettings", "testState1FromTheTop", ProxySettingsForm.init) {
      try runTestMethod(ProxySettingsFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("RedeemCode", "testState1", RedeemCodeForm.init) {
      try runTestMethod(RedeemCodeFormUITests()) { try $0.testState1() }
    },
    .init("RedeemCode", "testState1InLandscape", RedeemCodeForm.init) {
      try runTestMethod(RedeemCodeFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("RedeemCode", "testState1FromTheTop", RedeemCodeForm.init) {
      try runTestMethod(RedeemCodeFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("RedeemCode", "testSubmittingAnEmptyForm", RedeemCodeForm.init) {
      try runTestMethod(RedeemCodeFormUITests()) { try $0.testSubmittingAnEmptyForm() }
    },
    .init("RedeemCode", "testSubmittingWaitsForChecks", RedeemCodeForm.init) {
      try runTestMethod(RedeemCodeFormUITests()) { try $0.testSubmittingWaitsForChecks() }
    },
    .init("RedeemCode", "testSubmittingWithReturnWaitsForChecks", RedeemCodeForm.init) {
      try runTestMethod(RedeemCodeFormUITests()) { try $0.testSubmittingWithReturnWaitsForChecks() }
    },
    .init("RedeemCode", "testSubmittingTwiceSubmitsOnce", RedeemCodeForm.init) {
      try runTestMethod(RedeemCodeFormUITests()) { try $0.testSubmittingTwiceSubmitsOnce() }
    },
    .init("RedeemCode", "testReturnWhileSubmittingSubmitsOnce", RedeemCodeForm.init) {
      try runTestMethod(RedeemCodeFormUITests()) { try $0.testReturnWhileSubmittingSubmitsOnce() }
    },
    .init("ReminderEditor", "testState1", ReminderEditorForm.init) {
      try runTestMethod(ReminderEditorFormUITests()) { try $0.testState1() }
    },
    .init("ReminderEditor", "testState2", ReminderEditorForm.init) {
      try runTestMethod(ReminderEditorFormUITests()) { try $0.testState2() }
    },
    .init("ReminderEditor", "testState3", ReminderEditorForm.init) {
      try runTestMethod(ReminderEditorFormUITests()) { try $0.testState3() }
    },
    .init("ReminderEditor", "testState4", ReminderEditorForm.init) {
      try runTestMethod(ReminderEditorFormUITests()) { try $0.testState4() }
    },
    .init("ReminderEditor", "testState5", ReminderEditorForm.init) {
      try runTestMethod(ReminderEditorFormUITests()) { try $0.testState5() }
    },
    .init("ReminderEditor", "testState6", ReminderEditorForm.init) {
      try runTestMethod(ReminderEditorFormUITests()) { try $0.testState6() }
    },
    .init("ReminderEditor", "testState1InLandscape", ReminderEditorForm.init) {
      try runTestMethod(ReminderEditorFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("ReminderEditor", "testState1FromTheTop", ReminderEditorForm.init) {
      try runTestMethod(ReminderEditorFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("ReminderEditor", "testReturnWhileSubmittingSubmitsOnce", ReminderEditorForm.init) {
      try runTestMethod(ReminderEditorFormUITests()) {
        try $0.testReturnWhileSubmittingSubmitsOnce()
      }
    },
    .init("RepeatedRules", "testState1", RepeatedRulesForm.init) {
      try runTestMethod(RepeatedRulesFormUITests()) { try $0.testState1() }
    },
    .init("RepeatedRules", "testState1InLandscape", RepeatedRulesForm.init) {
      try runTestMethod(RepeatedRulesFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("RepeatedRules", "testState1FromTheTop", RepeatedRulesForm.init) {
      try runTestMethod(RepeatedRulesFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("RepeatedRules", "testReturnWhileSubmittingSubmitsOnce", RepeatedRulesForm.init) {
      try runTestMethod(RepeatedRulesFormUITests()) {
        try $0.testReturnWhileSubmittingSubmitsOnce()
      }
    },
    .init("Settings", "testState1", SettingsForm.init) {
      try runTestMethod(SettingsFormUITests()) { try $0.testState1() }
    },
    .init("Settings", "testState1InLandscape", SettingsForm.init) {
      try runTestMethod(SettingsFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("Settings", "testState1FromTheTop", SettingsForm.init) {
      try runTestMethod(SettingsFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("SharedRegion", "testState1", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState1() }
    },
    .init("SharedRegion", "testState2", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState2() }
    },
    .init("SharedRegion", "testState3", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState3() }
    },
    .init("SharedRegion", "testState4", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState4() }
    },
    .init("SharedRegion", "testState5", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState5() }
    },
    .init("SharedRegion", "testState6", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState6() }
    },
    .init("SharedRegion", "testState7", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState7() }
    },
    .init("SharedRegion", "testState8", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState8() }
    },
    .init("SharedRegion", "testState9", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState9() }
    },
    .init("SharedRegion", "testState10", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState10() }
    },
    .init("SharedRegion", "testState11", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState11() }
    },
    .init("SharedRegion", "testState12", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState12() }
    },
    .init("SharedRegion", "testState13", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState13() }
    },
    .init("SharedRegion", "testState14", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState14() }
    },
    .init("SharedRegion", "testState15", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState15() }
    },
    .init("SharedRegion", "testState1InLandscape", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("SharedRegion", "testState1FromTheTop", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("SharedRegion", "testReturnWhileSubmittingSubmitsOnce", SharedRegionForm.init) {
      try runTestMethod(SharedRegionFormUITests()) { try $0.testReturnWhileSubmittingSubmitsOnce() }
    },
    .init("ShippingState", "testState1", ShippingStateForm.init) {
      try runTestMethod(ShippingStateFormUITests()) { try $0.testState1() }
    },
    .init("ShippingState", "testState2", ShippingStateForm.init) {
      try runTestMethod(ShippingStateFormUITests()) { try $0.testState2() }
    },
    .init("ShippingState", "testState1InLandscape", ShippingStateForm.init) {
      try runTestMethod(ShippingStateFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("ShippingState", "testState1FromTheTop", ShippingStateForm.init) {
      try runTestMethod(ShippingStateFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("ShippingState", "testReturnWhileSubmittingSubmitsOnce", ShippingStateForm.init) {
      try runTestMethod(ShippingStateFormUITests()) {
        try $0.testReturnWhileSubmittingSubmitsOnce()
      }
    },
    .init("SignUp", "testState1", SignUpForm.init) {
      try runTestMethod(SignUpFormUITests()) { try $0.testState1() }
    },
    .init("SignUp", "testState2", SignUpForm.init) {
      try runTestMethod(SignUpFormUITests()) { try $0.testState2() }
    },
    .init("SignUp", "testState3", SignUpForm.init) {
      try runTestMethod(SignUpFormUITests()) { try $0.testState3() }
    },
    .init("SignUp", "testState4", SignUpForm.init) {
      try runTestMethod(SignUpFormUITests()) { try $0.testState4() }
    },
    .init("SignUp", "testState1InLandscape", SignUpForm.init) {
      try runTestMethod(SignUpFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("SignUp", "testState1FromTheTop", SignUpForm.init) {
      try runTestMethod(SignUpFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("SignUp", "testValidatingEmailOnEndEditing", SignUpForm.init) {
      try runTestMethod(SignUpFormUITests()) { try $0.testValidatingEmailOnEndEditing() }
    },
    .init("SignUp", "testValidatingReferralCodeWhileTyping", SignUpForm.init) {
      try runTestMethod(SignUpFormUITests()) { try $0.testValidatingReferralCodeWhileTyping() }
    },
    .init("SignUp", "testSubmittingAnEmptyForm", SignUpForm.init) {
      try runTestMethod(SignUpFormUITests()) { try $0.testSubmittingAnEmptyForm() }
    },
    .init("SignUp", "testSubmittingWaitsForChecks", SignUpForm.init) {
      try runTestMethod(SignUpFormUITests()) { try $0.testSubmittingWaitsForChecks() }
    },
    .init("SignUp", "testSubmittingWithReturnWaitsForChecks", SignUpForm.init) {
      try runTestMethod(SignUpFormUITests()) { try $0.testSubmittingWithReturnWaitsForChecks() }
    },
    .init("SignUp", "testSubmittingTwiceSubmitsOnce", SignUpForm.init) {
      try runTestMethod(SignUpFormUITests()) { try $0.testSubmittingTwiceSubmitsOnce() }
    },
    .init("SignUp", "testReturnWhileSubmittingSubmitsOnce", SignUpForm.init) {
      try runTestMethod(SignUpFormUITests()) { try $0.testReturnWhileSubmittingSubmitsOnce() }
    },
    .init("StoreLocator", "testState1", StoreLocatorForm.init) {
      try runTestMethod(StoreLocatorFormUITests()) { try $0.testState1() }
    },
    .init("StoreLocator", "testState2", StoreLocatorForm.init) {
      try runTestMethod(StoreLocatorFormUITests()) { try $0.testState2() }
    },
    .init("StoreLocator", "testState1InLandscape", StoreLocatorForm.init) {
      try runTestMethod(StoreLocatorFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("StoreLocator", "testState1FromTheTop", StoreLocatorForm.init) {
      try runTestMethod(StoreLocatorFormUITests()) { try $0.testState1FromTheTop() }
    },
    .init("StoreLocator", "testReturnWhileSubmittingSubmitsOnce", StoreLocatorForm.init) {
      try runTestMethod(StoreLocatorFormUITests()) { try $0.testReturnWhileSubmittingSubmitsOnce() }
    },
    .init("TableBooking", "testState1", TableBookingForm.init) {
      try runTestMethod(TableBookingFormUITests()) { try $0.testState1() }
    },
    .init("TableBooking", "testState2", TableBookingForm.init) {
      try runTestMethod(TableBookingFormUITests()) { try $0.testState2() }
    },
    .init("TableBooking", "testState1InLandscape", TableBookingForm.init) {
      try runTestMethod(TableBookingFormUITests()) { try $0.testState1InLandscape() }
    },
    .init("TableBooking", "testState1FromTheTop", TableBookingForm.init) {
      try runTestMethod(TableBookingFormUITests()) { try $0.testState1FromTheTop() }
    },
  ]
}
