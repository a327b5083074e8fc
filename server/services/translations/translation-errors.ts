/** No such text in the questionnaire, or no such change in its history (the route's 404). */
export class UnknownText extends Error {
  override name = 'UnknownText';
  constructor(readonly what: 'text' | 'change') {
    super(what === 'text' ? 'No such questionnaire text.' : 'No such change of a questionnaire text.');
  }
}

/** The preview staff confirmed no longer matches the texts (someone changed them meanwhile). */
export class PreviewOutdated extends Error {
  override name = 'PreviewOutdated';
}
