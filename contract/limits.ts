/** Business constants and limits of docs/product/limits.md. */
export const limits = {
  phoneLayoutMaxWidth: 820,
  snackbarMs: 4000,
  snackbarFadeMs: 300,
  typeAheadResetMs: 350,
  emailMax: 320,
  passwordMin: 8,
  passwordMax: 100,
  nameMax: 100,
  locationMax: 100,
  ageMin: 0,
  ageMax: 150,
  unemployedMonthsMin: 0,
  unemployedMonthsMax: 1000,
  textAnswerMax: 1024,
  pasteBandLow: 0.9,
  pasteBandHigh: 1.1,
  timestampsPerQuestionMax: 99,
  jumpToTopScrollPx: 150,
  partnerLogos: 15,
  gradesMin: 2,
  gradesFixed: 3,
  gradesDefault: 5,
  /** Not in docs/product/limits.md: how deeply a request body may nest (objects and lists); deeper answers 400 before any schema. */
  bodyNestingMax: 64,
} as const;

/** True when the window is narrower than the documented 820 px phone threshold. */
export const isPhoneWidth = (width: number) => width < limits.phoneLayoutMaxWidth;
