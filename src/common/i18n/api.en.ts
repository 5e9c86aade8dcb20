/**
 * Messages of the API that pages also show themselves (validation, a few errors), English. The
 * API's other messages are in api-server.en.ts.
 */
export const apiEn = {
  "validation.required": "This field is required.",
  "validation.integer": "A valid integer is required.",
  "validation.number": "A valid number is required.",
  "validation.min": "Ensure this value is greater than or equal to {min}.",
  "validation.max": "Ensure this value is less than or equal to {max}.",
  "validation.maxLength": "Ensure this field has no more than {max} characters.",
  "validation.minLength": "Ensure this field has at least {min} characters.",
  "validation.choice": '"{value}" is not a valid choice.',
  "validation.tooMany": "Ensure this list has no more than {max} items.",
  "validation.regionCode": "Use region codes: NA, SA, EU, AF, AS, OC (or AW for all).",
  "validation.countryCode": "Use two-letter country codes (ISO 3166-1), e.g. US, DE.",
  "error.server": "An error occurred. Please try refreshing the page.",
  "validation.email": "Enter a valid email address.",
  "validation.passwordRules":
    "The password must have at least 8 characters, including digits, symbols, uppercase and lowercase letters.",
  "validation.passwordMismatch": "The passwords don't match.",
  "validation.code": "Enter the 6-digit code.",
  "accounts.avatarUnknown": "Choose one of the default avatars.",
  // browsing: catalogue, sellers, services, search
  "validation.boolean": "Use true or false.",
  "validation.rangeReversed": "The minimum is greater than the maximum.",
  "validation.url": "Enter a valid URL starting with http:// or https://.",
  "sellers.phoneInvalid": "Enter a valid phone number for the selected country, with its country code.",
  "sellers.telegramLink": "Enter a Telegram link (https://t.me/name) or @name.",
  "sellers.telegramChatId": "A Telegram chat id is a minus sign followed by digits, e.g. -1001234567890.",
  "sellers.coordinatesPair": "Give both the latitude and the longitude, or neither.",
  // seller products and their moderation (issue 6)
  "products.priceNegative": "The price can't be negative.",
  "products.tiersOverlap": "Quantity tiers overlap: each tier must start after the previous one ends.",
  "products.termsMax": "You can't add more than {max} additional terms.",
  // seller services and their moderation (issue 6)
  "validation.currency": "Use a three-letter currency code (ISO 4217), e.g. USD.",
} as const;
