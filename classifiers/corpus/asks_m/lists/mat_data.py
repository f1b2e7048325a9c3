from ._fmt import M

M("cfg01", "config", "en", r'''
# nginx.conf (excerpt)
server {
    listen 443 ssl http2;
    server_name api.example.com;
    client_max_body_size 1m;
    proxy_read_timeout 30s;

    location /upload {
        proxy_pass http://uploader:8080;
    }
    location / {
        proxy_pass http://api:8000;
        proxy_set_header Host $host;
    }
}
''', asks=[
    ("en", "explain", "why do uploads over 1MB get 413 with this config?"),
    ("en", "fix_snippet", "fix this block so /upload allows 200MB and 300s timeout, and forwards X-Forwarded-For"),
], summary="The nginx server block for api.example.com limits request bodies to 1 MB and upstream reads to 30 s for every location, so large uploads to /upload get 413; only / sets the Host header.")

M("cfg02", "config", "en", r'''
apiVersion: apps/v1
kind: Deployment
metadata:
  name: worker
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: worker
          image: registry.acme.io/worker:latest
          resources:
            limits:
              memory: "256Mi"
          env:
            - name: DATABASE_URL
              value: "postgres://app:hunter2@db:5432/app"
''', asks=[
    ("en", "review_code", "what's wrong with this manifest? list issues"),
    ("tr", "handoff", "bu manifestteki sorunları bizim helm chart'larının hepsinde düzelt"),
])

M("cfg03", "config", "en", r'''
{
  "compilerOptions": {
    "target": "ES2017",
    "module": "commonjs",
    "strict": false,
    "esModuleInterop": true,
    "outDir": "dist",
    "baseUrl": "src",
    "paths": { "@/*": ["*"] }
  },
  "include": ["src"]
}
''', asks=[
    ("ko", "explain", "paths 설정이 런타임에서는 왜 안 먹히는지 설명해 줘"),
    ("ko", "implement", "strict를 켜고 프로젝트 전체 타입 에러를 다 고쳐 줘"),
])

M("cfg04", "config", "en", r'''
[tool.ruff]
line-length = 120
select = ["E", "F", "I"]
ignore = ["E501"]

[tool.pytest.ini_options]
addopts = "-q --cov=app --cov-fail-under=85"
testpaths = ["tests"]
''', asks=[
    ("en", "convert", "convert this to the new ruff [tool.ruff.lint] layout"),
    ("pl", "fix_ci", "po zmianie konfiguracji ruff pipeline pada, dostosuj kod w repo żeby lint i testy przechodziły"),
])

M("cfg05", "config", "en", r'''
version: 2
updates:
  - package-ecosystem: npm
    directory: "/"
    schedule:
      interval: daily
  - package-ecosystem: docker
    directory: "/"
    schedule:
      interval: weekly
''', asks=[
    ("uk", "fix_snippet", "зроби щоб npm оновлення групувалися в один PR раз на тиждень"),
    ("en", "answer", "how often will docker updates be checked with this?"),
])

M("cfg06", "config", "en", r'''
# .env.example
APP_ENV=production
DEBUG=true
SECRET_KEY=changeme
ALLOWED_HOSTS=*
DATABASE_URL=postgres://user:pass@localhost/app
CORS_ORIGINS=*
''', asks=[
    ("vi", "review_code", "file env này có gì nguy hiểm nếu đem lên production?"),
    ("vi", "implement", "thêm kiểm tra lúc khởi động app: nếu production mà DEBUG=true hoặc SECRET_KEY=changeme thì dừng lại"),
])

M("cfg07", "config", "en", r'''
<Project Sdk="Microsoft.NET.Sdk.Web">
  <PropertyGroup>
    <TargetFramework>net6.0</TargetFramework>
    <Nullable>enable</Nullable>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="Newtonsoft.Json" Version="12.0.1" />
    <PackageReference Include="Swashbuckle.AspNetCore" Version="6.2.3" />
  </ItemGroup>
</Project>
''', asks=[
    ("nl", "explain", "welke van deze versies zijn verouderd en waarom is dat erg?"),
    ("nl", "upgrade_dep", "zet de hele solution over naar net8.0 en werk de packages bij"),
])

M("sc01", "schema", "en", r'''
CREATE TABLE customers (
  id BIGSERIAL PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  country CHAR(2) NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE orders (
  id BIGSERIAL PRIMARY KEY,
  customer_id BIGINT NOT NULL REFERENCES customers(id),
  status TEXT NOT NULL CHECK (status IN ('pending','paid','refunded','cancelled')),
  total_cents INTEGER NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
''', asks=[
    ("en", "write_query", "top 10 countries by paid revenue last 30 days"),
    ("en", "implement", "add a coupons table to this schema in our migrations and wire it into the order model"),
], summary="Two Postgres tables: customers (id, unique email, 2-letter country, created_at) and orders (id, customer_id referencing customers, status pending/paid/refunded/cancelled, total_cents, created_at).")

M("sc02", "schema", "en", r'''
model User {
  id        String   @id @default(cuid())
  email     String   @unique
  name      String?
  posts     Post[]
  createdAt DateTime @default(now())
}

model Post {
  id        String   @id @default(cuid())
  title     String
  body      String
  published Boolean  @default(false)
  author    User     @relation(fields: [authorId], references: [id])
  authorId  String
}
''', asks=[
    ("id", "convert", "ubah schema prisma ini ke SQL DDL postgres"),
    ("id", "implement", "tambahin model Comment di schema kita, bikin migrasi, dan endpoint CRUD-nya"),
])

M("sc03", "schema", "en", r'''
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Shipment",
  "type": "object",
  "required": ["id", "carrier", "status"],
  "properties": {
    "id": {"type": "string"},
    "carrier": {"enum": ["dhl", "ups", "fedex"]},
    "status": {"enum": ["created", "in_transit", "delivered", "lost"]},
    "eta": {"type": "string", "format": "date"},
    "weight_kg": {"type": "number", "minimum": 0}
  }
}
''', asks=[
    ("ja", "convert", "このJSON SchemaからTypeScriptの型を作って"),
    ("th", "convert", "แปลง JSON Schema นี้เป็น pydantic model"),
])

M("sc04", "schema", "en", r'''
type Query {
  product(id: ID!): Product
  products(first: Int = 20, after: String): ProductConnection!
}
type Product {
  id: ID!
  name: String!
  price: Money!
  variants: [Variant!]!
}
type Variant { id: ID!, sku: String!, stock: Int! }
type Money { amount: String!, currency: String! }
''', asks=[
    ("ar", "write_query", "اكتب استعلام GraphQL يجلب أول 5 منتجات مع الـ sku والمخزون"),
    ("ar", "implement", "نفّذ resolvers لهذا الـ schema في خادمنا"),
])

M("sc05", "schema", "en", r'''
CREATE TABLE events (
  id UUID PRIMARY KEY,
  user_id BIGINT NOT NULL,
  name TEXT NOT NULL,
  props JSONB NOT NULL DEFAULT '{}',
  ts TIMESTAMPTZ NOT NULL
);
''', asks=[
    ("ro", "write_query", "scrie SQL pentru numărul de utilizatori unici pe zi care au avut evenimentul 'checkout' în ultima săptămână"),
    ("hi", "write_query", "props mein 'plan' = 'pro' wale events ka daily count nikalne ki query likho"),
    ("ro", "implement", "partiționează tabela asta pe lună în baza noastră, cu migrare și job de creare partiții"),
])

M("csv01", "data_sample", "en", r'''
order_id,date,customer,amount,currency
1001,2024-05-01,ACME Ltd,120.50,EUR
1002,2024-05-01,"Smith, John",89.00,USD
1003,02/05/2024,Müller GmbH,1.200,50,EUR
1004,2024-05-03,,45.00,GBP
''', asks=[
    ("en", "explain", "which rows here will break a naive CSV parser and why"),
    ("en", "fix_in_repo", "our csv importer crashes on row 1003, make it handle these formats"),
    ("de", "convert", "mach daraus JSON, die kaputte Zeile 1003 bitte markieren"),
])

M("csv02", "data_sample", "en", r'''
[
  {"sku": "TS-RED-M", "name": "T-shirt red M", "price": "19.90", "stock": 12},
  {"sku": "TS-RED-L", "name": "T-shirt red L", "price": "19.90", "stock": 0},
  {"sku": "HD-BLK-XL", "name": "Hoodie black XL", "price": "49.00", "stock": 3}
]
''', asks=[
    ("uk", "convert", "перетвори це в CSV з крапкою з комою як роздільником"),
    ("th", "write_query", "เขียน jq ดึง sku ที่ stock เป็น 0"),
])

M("csv03", "data_sample", "en", r'''
timestamp,host,cpu_pct,mem_pct,disk_pct
2024-06-01T10:00:00Z,web-1,34,61,70
2024-06-01T10:00:00Z,web-2,91,88,71
2024-06-01T10:05:00Z,web-1,36,62,70
2024-06-01T10:05:00Z,web-2,97,93,71
''', asks=[
    ("fa", "explain", "از این داده‌ها چی برداشت می‌کنی؟ کدوم هاست مشکل داره؟"),
    ("cs", "write_query", "napiš pandas kód, který spočítá průměr CPU na host"),
])

M("csv04", "data_sample", "en", r'''
id|name|phone|city
1|Rahul Verma|+91 98765 43210|Pune
2|Anita Desai|098765-43211|Mumbai
3|Vikram Singh|9876543212|Delhi
''', asks=[
    ("hi", "convert", "isko proper CSV mein convert karo aur phone numbers +91 format mein kar do"),
    ("hi", "fix_in_repo", "hamara customer import pipe-separated files pe fail hota hai, usko fix karo"),
])

M("csv05", "data_sample", "en", r'''
<?xml version="1.0" encoding="UTF-8"?>
<orders>
  <order id="A-1"><customer>Jan Novák</customer><total currency="CZK">1290</total></order>
  <order id="A-2"><customer>Eva Svobodová</customer><total currency="CZK">540</total></order>
</orders>
''', asks=[
    ("cs", "convert", "převeď to XML na JSON"),
    ("cs", "implement", "udělej v našem projektu import těchhle XML objednávek do databáze"),
])
