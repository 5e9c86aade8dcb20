/** Messages of the moderators' article editor (issue 19, docs/decisions/047), English. */
export const blogEditorEn = {
  // ---------------------------------------------------------------- API
  "editor.error.idList": "Send a list of ids.",
  "editor.error.tag": "Each tag has 1 to 40 characters.",
  "editor.error.tags": "Send at most 20 tags, each of 1 to 40 characters.",
  "editor.error.titleNeeded": "Give the article a title in English or in French.",
  "editor.error.status": "Choose draft, scheduled or published.",
  "editor.error.dateTime": "Enter a date and time with its time zone (ISO 8601, e.g. 2026-12-01T09:00:00Z).",
  "editor.error.category": "No article category with this id.",
  "editor.error.unknownIds": "No such id: {ids}.",
  "editor.error.slugTaken": "Another article already has this address.",
  "editor.error.nothingToPublish": "Write a title and a body in English or in French before publishing.",
  "editor.error.scheduleNeedsTime": "Choose when the article goes public.",
  "editor.error.scheduleInPast": "Choose a time in the future to schedule the article (or publish it now).",
  "editor.error.publishInFuture": "A time in the future schedules the article: use “Schedule”.",
  "editor.error.revisionNotFound": "This article has no such revision.",
  "editor.error.imageType": "Send a JPEG, PNG or WebP image.",
  "editor.error.imageTooLarge": "The image is larger than {max} MB.",
};
