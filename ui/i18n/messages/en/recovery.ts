// English texts of the payment recovery paths (after a press of Pay, the payer is told whether money moved): a card confirmation whose answer was
// lost, a session paid elsewhere. Loaded with the payment dialogs.
export const recovery = {
  'recovery.card.notCharged': 'Your card was not charged. Check the details and confirm again.',
  'recovery.card.unknown':
    'We could not tell whether this payment went through. Confirming again asks the server first, so you are never charged twice.',
  'recovery.card.checking': 'Checking with the server whether this payment went through…',
};
