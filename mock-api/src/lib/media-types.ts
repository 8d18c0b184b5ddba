// The media types the mock API answers with, in one place (the contract's answers and the scenarios' own).
export const JSON_TYPE = 'application/json; charset=utf-8';
