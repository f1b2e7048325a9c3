{{/*
Names and labels shared by every template. Kept here so a rename touches one file.
*/}}

{{/* The chart name, overridable; 63 characters is the DNS label limit for names. */}}
{{- define "gateway.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Release-qualified name, without repeating the chart name when the release already contains it. */}}
{{- define "gateway.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "gateway.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Selector labels never change after install: a Deployment's selector is immutable. */}}
{{- define "gateway.selectorLabels" -}}
app.kubernetes.io/name: {{ include "gateway.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{/* The helm test pod's labels: the release's, never matching the gateway's selector. */}}
{{- define "gateway.testLabels" -}}
app.kubernetes.io/name: {{ printf "%s-test" (include "gateway.name" .) | trunc 63 | trimSuffix "-" }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/component: test
{{- end -}}

{{- define "gateway.labels" -}}
helm.sh/chart: {{ include "gateway.chart" . }}
{{ include "gateway.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/component: gateway
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end -}}

{{- define "gateway.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "gateway.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/* repository@digest when pinned, else repository:tag (tag defaults to the appVersion). */}}
{{- define "gateway.image" -}}
{{- if .Values.image.digest -}}
{{- printf "%s@%s" .Values.image.repository .Values.image.digest -}}
{{- else -}}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag) -}}
{{- end -}}
{{- end -}}

{{/* Name of the ConfigMap mounted as the policy directory; empty when the image's default policy is used. */}}
{{- define "gateway.policiesConfigMap" -}}
{{- if .Values.policies.existingConfigMap -}}
{{- .Values.policies.existingConfigMap -}}
{{- else if .Values.policies.files -}}
{{- printf "%s-policies" (include "gateway.fullname" .) | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* Shared state (Redis) is configured: required before quotas may span more than one pod. */}}
{{- define "gateway.hasRedis" -}}
{{- if or .Values.redis.url .Values.redis.existingSecret -}}true{{- end -}}
{{- end -}}

{{/*
Refuse settings that would break a promise the gateway makes: several pods with in-process quotas give every
team N times its limits; an HPA whose floor is above its ceiling never settles.
*/}}
{{- define "gateway.validate" -}}
{{- $multi := or (gt (int .Values.replicaCount) 1) .Values.autoscaling.enabled -}}
{{- if and $multi (not (include "gateway.hasRedis" .)) -}}
{{- fail "more than one replica (or autoscaling) needs redis.url or redis.existingSecret: in-process quotas would be enforced per pod, giving every team N times its limits" -}}
{{- end -}}
{{- if and $multi .Values.gateway.bootstrapKey -}}
{{- fail "gateway.bootstrapKey works with one replica only: each pod would mint its own key in its own state dir; put key hashes in the policy instead" -}}
{{- end -}}
{{- $volumes := list "state" "tmp" -}}
{{- if include "gateway.policiesConfigMap" . -}}{{- $volumes = append $volumes "policies" -}}{{- end -}}
{{- range .Values.extraVolumes -}}{{- $volumes = append $volumes .name -}}{{- end -}}
{{- range .Values.extraVolumeMounts -}}
{{- if not (has .name $volumes) -}}
{{- fail (printf "extraVolumeMounts: %q mounts no volume; add it to extraVolumes (have: %s)" .name (join ", " $volumes)) -}}
{{- end -}}
{{- end -}}
{{- if and .Values.networkPolicy.enabled .Values.metrics.port (not .Values.networkPolicy.metricsFrom) -}}
{{- fail "networkPolicy.metricsFrom is empty: no scraper could reach the metrics port; name the monitoring namespace or pods" -}}
{{- end -}}
{{- if and .Values.autoscaling.enabled (gt (int .Values.autoscaling.minReplicas) (int .Values.autoscaling.maxReplicas)) -}}
{{- fail "autoscaling.minReplicas must not exceed autoscaling.maxReplicas" -}}
{{- end -}}
{{- end -}}

{{/* An env var from a plain value or from a Secret key; nothing when neither is set. */}}
{{- define "gateway.urlEnv" -}}
{{- $cfg := index . 1 -}}
{{- if $cfg.existingSecret -}}
- name: {{ index . 0 }}
  valueFrom:
    secretKeyRef:
      name: {{ $cfg.existingSecret }}
      key: {{ $cfg.key }}
{{- else if $cfg.url -}}
- name: {{ index . 0 }}
  value: {{ $cfg.url | quote }}
{{- end -}}
{{- end -}}
