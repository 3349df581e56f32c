/**
 * Test mode's stand-in for CardConnect's hosted tokenizer: a page the card form frames, which posts the same
 * message shape to its parent ({ message: token, validationError, errorMessage, errorCode }, '00' = fine).
 * Standard test numbers tokenize; the token's second digit carries the test outcome (see test-card-processor).
 */
export const TOKENIZER_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Card number</title>
<style>
  body { margin: 0; font: 16px system-ui, sans-serif; }
  input { box-sizing: border-box; width: 100%; height: 40px; padding: 8px 10px; font: inherit; border: 1px solid #bbb; border-radius: 4px; }
  input:focus { outline: 2px solid #00897b; border-color: #00897b; }
</style></head>
<body><label for="ccnumfield" style="position:absolute;left:-9999px">Card number</label>
<input id="ccnumfield" name="ccnumfield" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-label="Card number">
<script src="tokenizer.js"></script></body></html>`;

export const TOKENIZER_JS = `(() => {
  const approve = ['4111111111111111', '4242424242424242', '4012888888881881', '5454545454545454', '5555555555554444', '2223003122003222', '378282246310005', '371449635398431', '6011111111111117', '6011000995500000', '3566002020360505'];
  const outcomes = { '4000000000000002': '5', '4000000000009995': '5', '4000000000000341': '7' };
  const field = document.getElementById('ccnumfield');
  const luhn = (digits) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  };
  const post = (body) => window.parent.postMessage(JSON.stringify(body), window.location.origin);
  const randomDigits = (n) => Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => String(b % 10)).join('');
  let timer = null;
  const tokenize = () => {
    const digits = field.value.replace(/\\D/g, '');
    if (!digits) return post({ message: '', validationError: 'Card number is required', errorCode: '1', errorMessage: 'Card number is required' });
    if (digits.length < 13 || digits.length > 19 || !luhn(digits)) return post({ message: '', validationError: 'Invalid card number', errorCode: '7', errorMessage: 'Invalid card number' });
    const outcome = outcomes[digits] || (approve.includes(digits) ? '4' : null);
    if (!outcome) return post({ message: '', validationError: 'Card not accepted in test mode', errorCode: '14', errorMessage: 'Card not accepted in test mode' });
    post({ message: '9' + outcome + randomDigits(10) + digits.slice(-4), validationError: '', errorCode: '00', errorMessage: '' });
  };
  field.addEventListener('input', () => {
    const digits = field.value.replace(/\\D/g, '').slice(0, 19);
    field.value = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    clearTimeout(timer);
    timer = setTimeout(tokenize, 500);
  });
  field.addEventListener('blur', () => { clearTimeout(timer); tokenize(); });
  // Typed before this script arrived (the field comes first, and a slow network delays the script): answer it now.
  if (field.value) field.dispatchEvent(new Event('input'));
})();`;
