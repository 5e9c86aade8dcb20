/** Cookie consent (issue 22): the banner, the settings dialog and page, the footer link. */
export const consentEn = {
  "consent.title": "We use cookies and help you",
  "consent.text":
    "RigMarket uses cookies: necessary ones keep the site working, optional ones measure visits and show relevant offers. By continuing, you agree to our privacy policy.",
  "consent.policyLink": "Privacy policy (PDF)",
  "consent.accept": "Accept",
  "consent.decline": "Decline",
  "consent.manage": "Manage cookies",
  "consent.settingsTitle": "Cookie settings",
  "consent.settingsIntro":
    "Choose which optional cookies you allow. Necessary cookies are always on: without them you could not sign in or keep your language. You can change your choice at any time from the footer.",
  "consent.group.necessary": "Necessary",
  "consent.group.necessaryText": "Sign-in, security, your language and this choice.",
  "consent.group.analytics": "Analytics",
  "consent.group.analyticsText": "Count visits and see which pages help buyers, so we can improve them.",
  "consent.group.marketing": "Marketing",
  "consent.group.marketingText": "Measure campaigns and show offers that match your interests.",
  "consent.alwaysOn": "Always on",
  "consent.save": "Save my choice",
  "consent.acceptAll": "Accept all",
  "consent.declineAll": "Decline all",
  "consent.close": "Close",
  "consent.current.undecided": "You have not made a choice yet.",
  "consent.current.accepted": "You allow all optional cookies.",
  "consent.current.partial": "You allow some optional cookies.",
  "consent.current.declined": "You allow necessary cookies only.",
  "consent.footerLink": "Cookie settings",
  "consent.badChoice": "Choose accept, decline or save.",
  "meta.cookieSettings.title": "Cookie settings",
  "meta.cookieSettings.description":
    "Choose which optional cookies RigMarket may use: analytics and marketing. Necessary cookies are always on.",
};
