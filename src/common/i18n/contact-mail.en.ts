/** E-mails of issue 20 (the server's only): feedback to the team and its answer, the newsletter's. */
export const contactMailEn = {
  "feedbackMail.team.subject": "Feedback ({topic}) from {name}",
  "feedbackMail.team.intro":
    "A visitor wrote to the team through the feedback form. Answer from the console:",
  "feedbackMail.answer.subject": "Re: your message to RigMarket",
  "feedbackMail.answer.greeting": "Hello {name},",
  "feedbackMail.answer.intro": "Thank you for writing to us. Here is our answer:",
  "feedbackMail.answer.quote": "Your message of {date}:",
  "feedbackMail.signature": "The RigMarket team",
  "newsletterMail.confirm.subject": "Confirm your subscription to the RigMarket newsletter",
  "newsletterMail.greeting": "Hello,",
  "newsletterMail.confirm.intro":
    "Someone, probably you, asked to receive the RigMarket newsletter at this address. Confirm to start receiving it:",
  "newsletterMail.confirm.action": "Confirm my subscription",
  "newsletterMail.confirm.after":
    "The link is valid for {hours} hours. If you did not ask for it, ignore this e-mail: you will receive nothing more.",
  "newsletterMail.already.subject": "You already receive the RigMarket newsletter",
  "newsletterMail.already.intro":
    "Someone asked to subscribe this address to the RigMarket newsletter, which it already receives. Nothing changes; you can choose your topics and language here:",
  "newsletterMail.welcome.subject": "Welcome to the RigMarket newsletter",
  "newsletterMail.welcome.intro":
    "Your subscription is confirmed. You will receive mining-market figures, new hardware and the best Pulse articles, once or twice a month, on: {topics}.",
  "newsletterMail.preferences": "Change your topics or language",
  "newsletterMail.unsubscribe": "Unsubscribe in one click",
  "newsletterMail.footer":
    "You receive this e-mail because you subscribed to the RigMarket newsletter. Unsubscribe: {url}",
} as const;
