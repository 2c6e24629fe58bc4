// English texts of the payment recovery paths (issue 18): a card confirmation whose answer was
// lost, a session paid elsewhere. Loaded with the payment dialogs.
export const recovery = {
  'recovery.card.notCharged': 'Your card was not charged. Check the details and confirm again.',
  'recovery.card.unknown':
    'We could not tell whether this payment went through. Confirming again asks the server first, so you are never charged twice.',
  'recovery.card.checking': 'Checking with the server whether this payment went through…',
};
