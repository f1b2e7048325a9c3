from ._fmt import M

_LINES = [
    "ModuleNotFoundError: No module named 'app.settings.local'",
    "ERR_OSSL_EVP_UNSUPPORTED",
    "fatal: refusing to merge unrelated histories",
    "ValueError: Timezone offset does not match system offset: 0 != 7200",
    "psycopg2.errors.UndefinedColumn: column orders.channel does not exist",
    "Error: listen EADDRINUSE: address already in use :::3000",
    "CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource",
    "java.lang.OutOfMemoryError: Java heap space",
    "x509: certificate signed by unknown authority",
    "TypeError: Object of type datetime is not JSON serializable",
    "SyntaxError: Cannot use import statement outside a module",
    "error[E0502]: cannot borrow `self.items` as mutable because it is also borrowed as immutable",
    "Hydration failed because the initial UI does not match what was rendered on the server",
    "redis.exceptions.ResponseError: OOM command not allowed when used memory > 'maxmemory'",
    "MySQL error 1205: Lock wait timeout exceeded; try restarting transaction",
    "Warning: Each child in a list should have a unique \"key\" prop.",
    "sqlalchemy.exc.DetachedInstanceError: Instance <User at 0x7f...> is not bound to a Session",
    "panic: assignment to entry in nil map",
    "NU1605: Detected package downgrade: Microsoft.Extensions.Logging from 8.0.0 to 6.0.0",
    "Error: Cannot find module '@prisma/client'",
    "KeyError: 'HOSTNAME' in settings.py line 12",
    "ORA-01722: invalid number",
]

for i, line in enumerate(_LINES, 1):
    M(f"err{i:02d}", "error_line", "en", line)
