"""`/admin/keys`: key lifecycle over HTTP (admin key only). The key is in the create and rotate answers,
once; nothing else ever returns it or its hash, and the audit lines name only the key id."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from fastapi import APIRouter, Depends, Path, Query
from pydantic import BaseModel, ConfigDict, Field

from gateway.admin.access import Viewer
from gateway.admin.deps import admin_only, services
from gateway.auth.keyring import DEFAULT_OVERLAP_SECONDS, KeyManager, KeyView, audit_key
from gateway.auth.keystore import StoredKey
from gateway.server.services import Services

router = APIRouter(prefix="/admin/keys", tags=["keys"])
ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"description": "no or wrong key"}, 403: {"description": "not the admin key"},
}


def _time(value: float | None) -> datetime | None:
    return None if value is None else datetime.fromtimestamp(value, UTC)


class KeyInfo(BaseModel):
    """A key as listed: its id and state, never the key or its hash."""

    id: str
    team: str
    source: str = Field(description="'store' (managed by this API) or 'policy' (edit the policy file)")
    status: str = Field(description="active, expired or revoked")
    created_at: datetime | None = None
    expires_at: datetime | None = None
    revoked_at: datetime | None = None
    rotated_from: str | None = None

    @classmethod
    def of(cls, view: KeyView) -> KeyInfo:
        return cls(id=view.id, team=view.team, source=view.source, status=view.status,
                   created_at=_time(view.created_at), expires_at=_time(view.expires_at),
                   revoked_at=_time(view.revoked_at), rotated_from=view.rotated_from)

    @classmethod
    def stored(cls, key: StoredKey, status: str = "active") -> KeyInfo:
        return cls.of(KeyView(key.id, key.team, "store", status, key.created_at, key.expires_at,
                              key.revoked_at, key.rotated_from))


class KeyList(BaseModel):
    keys: list[KeyInfo]


class NewKey(KeyInfo):
    key: str = Field(description="the key itself: shown once, store it now")


class Rotated(BaseModel):
    new: NewKey
    old: KeyInfo = Field(description="the rotated key: it keeps working until its expires_at")


class CreateKey(BaseModel):
    model_config = ConfigDict(extra="forbid")

    team: str = Field(min_length=1, max_length=128)
    id: str | None = Field(default=None, description="default: TEAM-<8 hex>")
    expires_in_seconds: float | None = Field(default=None, gt=0, description="default: never expires")


class RotateKey(BaseModel):
    model_config = ConfigDict(extra="forbid")

    overlap_seconds: float = Field(default=DEFAULT_OVERLAP_SECONDS, ge=0,
                                   description="how long the old key keeps working")
    id: str | None = Field(default=None, description="the new key's id")
    expires_in_seconds: float | None = Field(default=None, gt=0, description="the new key's lifetime")


def _manager(svc: Services) -> KeyManager:
    return KeyManager(svc.keyring.store, svc.keyring.policy_only())


def _new(key: str, record: StoredKey) -> NewKey:
    return NewKey(key=key, **KeyInfo.stored(record).model_dump())


@router.post("", status_code=201, response_model=NewKey, responses=ERRORS, summary="Create a key for a team")
async def create_key(body: CreateKey, who: Viewer = Depends(admin_only),  # noqa: B008
                     svc: Services = Depends(services)) -> NewKey:  # noqa: B008
    key, record = await _manager(svc).add(body.team, body.id, body.expires_in_seconds)
    await svc.keyring.refresh(force=True)
    audit_key("create", "admin", record)
    return _new(key, record)


@router.get("", response_model=KeyList, responses=ERRORS, summary="List keys (store and policy)")
async def list_keys(team: str | None = Query(None, description="only this team's keys"),
                    who: Viewer = Depends(admin_only), svc: Services = Depends(services)) -> KeyList:  # noqa: B008
    return KeyList(keys=[KeyInfo.of(v) for v in await _manager(svc).list(team)])


@router.delete("/{key_id}", response_model=KeyInfo, responses=ERRORS, summary="Revoke a key now")
async def revoke_key(key_id: str = Path(description="the key's id"),
                     who: Viewer = Depends(admin_only), svc: Services = Depends(services)) -> KeyInfo:  # noqa: B008
    record = await _manager(svc).revoke(key_id)
    await svc.keyring.refresh(force=True)
    audit_key("revoke", "admin", record)
    return KeyInfo.stored(record, "revoked")


@router.post("/{key_id}/rotate", status_code=201, response_model=Rotated, responses=ERRORS,
             summary="Replace a key; the old one works for the overlap window")
async def rotate_key(key_id: str = Path(description="the key to replace"),
                     body: RotateKey | None = None, who: Viewer = Depends(admin_only),  # noqa: B008
                     svc: Services = Depends(services)) -> Rotated:  # noqa: B008
    body = body or RotateKey()
    key, record, old = await _manager(svc).rotate(key_id, body.overlap_seconds, body.id, body.expires_in_seconds)
    await svc.keyring.refresh(force=True)
    audit_key("rotate", "admin", record, rotated_from=old.id, overlap_seconds=body.overlap_seconds)
    return Rotated(new=_new(key, record), old=KeyInfo.stored(old))
