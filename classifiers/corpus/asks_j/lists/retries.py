# Retry turns inside a human-driven edit loop: the developer applied the suggested edit and
# pastes the test/lint output back. The clients' rule 1 makes these long_horizon.
RETRIES = [
 dict(lang="en", hist=[
  ("user", "this keeps failing, fix it:\n\n```python\ndef parse_total(s):\n    return Decimal(s.replace(',', '.').rstrip(' €'))\n```"),
  ("assistant", "The function treats every comma as a decimal point. Strip the thousands separator first: remove '.' and then replace ',' with '.' for European input, e.g. `Decimal(s.rstrip(' €').replace('.', '').replace(',', '.'))`.")],
  ask="applied that, still red:\n\n```\n$ pytest tests/test_invoice.py -q\n..F.\nE   decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]\ntests/test_invoice.py:58: in test_parse_invoice_total[usd-1]\nFAILED tests/test_invoice.py::test_parse_invoice_total[usd-1]\n1 failed, 3 passed in 0.21s\n$ echo $?\n1\n```"),
 dict(lang="en", hist=[
  ("user", "why does this not compile\n\n```rust\nfn first_word(s: &String) -> &str { let b = s.as_bytes(); for (i, &c) in b.iter().enumerate() { if c == b' ' { return &s[..i]; } } &s }\n```"),
  ("assistant", "It compiles for me; if you get a lifetime error it's probably at the call site. Try changing the parameter to `&str` so callers can pass slices.")],
  ask="changed it to &str, now cargo says:\n\n```\nerror[E0308]: mismatched types\n  --> src/text.rs:14:29\n   |\n14 |     let w = first_word(&line);\n   |             ---------- ^^^^^ expected `&str`, found `&String`\nerror: could not compile `textkit` (lib) due to 1 previous error\n```\n\nwhat now"),
 dict(lang="en", hist=[
  ("user", "the date test fails on CI but not locally:\n\n```js\nexpect(formatDay(new Date('2024-03-10'))).toBe('Sun')\n```"),
  ("assistant", "`new Date('2024-03-10')` is parsed as UTC midnight, so on a CI machine in a negative offset it's still Saturday. Construct the date with `new Date(2024, 2, 10)` or set TZ=UTC in the test script.")],
  ask="set TZ=UTC in package.json, ran it again:\n\n```\n> TZ=UTC vitest run\n FAIL  src/date.test.ts > formatDay > handles DST\nAssertionError: expected 'Sat' to be 'Sun'\n Test Files  1 failed | 12 passed (13)\n      Tests  1 failed | 88 passed (89)\n```"),
 dict(lang="en", hist=[
  ("user", "golangci-lint complains about this, how do I fix:\n\n```go\nresp, err := http.Get(url)\nif err != nil { return err }\nbody, _ := io.ReadAll(resp.Body)\n```"),
  ("assistant", "Close the body and handle the read error: `defer resp.Body.Close()` right after the error check, and `body, err := io.ReadAll(resp.Body); if err != nil { return err }`.")],
  ask="did it. new output:\n\n```\n$ golangci-lint run ./...\ninternal/fetch/fetch.go:31:2: Error return value of `resp.Body.Close` is not checked (errcheck)\ninternal/fetch/fetch.go:12:14: should rewrite http.NewRequestWithContext or add (*Request).WithContext (noctx)\nexit status 1\n```"),
 dict(lang="en", hist=[
  ("user", "mypy error: Incompatible return value type (got \"Optional[User]\", expected \"User\") in get_user"),
  ("assistant", "`session.get()` can return None. Either change the return type to `User | None` or raise when it's missing: `if user is None: raise NotFound(user_id)`.")],
  ask="went with the raise. mypy is happy but now:\n\n```\n$ pytest -x\ntests/api/test_users.py::test_missing_user_returns_404 FAILED\nE   assert 500 == 404\n1 failed, 57 passed\n```\nkeep going"),
 dict(lang="de", hist=[
  ("user", "Warum schlägt der Build fehl? `error CS8618: Non-nullable property 'Name' must contain a non-null value when exiting constructor.`"),
  ("assistant", "Die Eigenschaft ist nicht nullable, wird aber im Konstruktor nicht gesetzt. Entweder `public string Name { get; set; } = \"\";` oder `required` verwenden.")],
  ask="Hab `required` genommen, jetzt kommt:\n\n```\n$ dotnet build\nMapper.cs(22,20): error CS9035: Required member 'Customer.Name' must be set in the object initializer or attribute constructor.\nBuild FAILED.\n    1 Error(s)\n```"),
 dict(lang="en", hist=[
  ("user", "rubocop says Metrics/AbcSize too high for `Invoice#line_totals`, can you split it?"),
  ("assistant", "Extract the tax calculation into `tax_for(line)` and the discount branch into `discount_for(line)`; `line_totals` then just maps over lines and sums the three parts.")],
  ask="split it like you said, specs now:\n\n```\nFailures:\n  1) Invoice#line_totals applies discount before tax\n     expected: 107.0\n          got: 106.93\n# ./spec/models/invoice_spec.rb:44\nFinished in 0.41 seconds\n12 examples, 1 failure\n```"),
 dict(lang="es", hist=[
  ("user", "este test de PHPUnit falla: `Failed asserting that two strings are identical. -'1.234,50 €' +'1.234,5 €'`"),
  ("assistant", "Estás formateando con un número de decimales variable. Usa `number_format($amount, 2, ',', '.')` para fijar dos decimales.")],
  ask="lo cambié y ahora:\n\n```\n$ vendor/bin/phpunit\nThere was 1 failure:\n1) PriceTest::testUsd\nFailed asserting that two strings are identical.\n-'$1,234.50'\n+'$1.234,50'\nFAILURES! Tests: 9, Assertions: 9, Failures: 1.\n```"),
 dict(lang="en", hist=[
  ("user", "eslint: React Hook useEffect has a missing dependency: 'load'. Either include it or remove the dependency array."),
  ("assistant", "Wrap `load` in `useCallback` with its own dependencies, then add it to the effect's array.")],
  ask="ok did that, now the effect loops forever and the test times out:\n\n```\n FAIL  src/Orders.test.tsx (5.2 s)\n  ● Orders › loads once\n    expect(jest.fn()).toHaveBeenCalledTimes(expected)\n    Expected number of calls: 1\n    Received number of calls: 37\n```"),
 dict(lang="en", hist=[
  ("user", "cargo clippy: `this expression creates a reference which is immediately dereferenced by the compiler` in parse_args"),
  ("assistant", "Drop the `&` in `parse(&args[1])` — `args[1]` is already a `String` that derefs to `&str` when passed.")],
  ask="removed it, got\n\n```\nerror[E0507]: cannot move out of index of `Vec<String>`\n  --> src/main.rs:9:21\n```\nand now 2 tests don't compile either"),
]
