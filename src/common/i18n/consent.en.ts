/** Cookie consent (issue 22): the banner, the settings dialog and page, the footer link. */
export const consentEn = {
  "consent.title": "We use cookies and help you",
  "consent.text":
    "Necessary cookies keep the site working (sign-in, security, your language) and are always on. With your permission, we would also use optional cookies: analytics, to count visits and improve the pages, and marketing, to measure campaigns and show offers that match your interests.",
  "consent.noChoiceYet":
    "None of them is used until you choose, and refusing changes nothing else on the site. You can change your choice at any time from “Cookie settings” at the bottom of every page.",
  "consent.policyLink": "Privacy policy (PDF)",
  "consent.manage": "Choose",
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
  "consent.declineAll": "Refuse all",
  "consent.close": "Close",
  "consent.current.undecided": "You have not made a choice yet: no optional cookie is used until you do.",
  "consent.current.accepted": "Your current choice: all optional cookies are allowed.",
  "consent.current.partial": "Your current choice: some optional cookies are allowed.",
  "consent.current.declined": "Your current choice: necessary cookies only.",
  "consent.current.allowed": "{group}: allowed",
  "consent.current.refused": "{group}: refused",
  "consent.footerLink": "Cookie settings",
  "consent.badChoice": "Choose accept all, refuse all or save.",
  "meta.cookieSettings.title": "Cookie settings",
  "meta.cookieSettings.description":
    "Choose which optional cookies RigMarket may use: analytics and marketing. Necessary cookies are always on.",
};
