"""Decoding answers into the generated dataclasses and encoding bodies from them, exactly.

A generated model carries ``_spec``: one ``(attribute, json name, type, required)`` row per field. Types are
``"str"``, ``"int"``, ``"decimal"``, ``"bool"``, ``"any"`` or ``("list" | "map" | "nullable", type)`` or
``("model", name)``. Numbers are never floats: JSON numbers are read as ``Decimal`` (see ``_json.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any, ClassVar, Union

TypeSpec = Union[str, tuple[str, Any]]
Spec = tuple[tuple[str, str, TypeSpec, bool], ...]

_MODELS: dict[str, type[Model]] = {}


@dataclass(frozen=True, kw_only=True)
class Model:
    """Base of every generated model: ``from_json`` reads an answer, ``to_json`` writes a body."""

    _spec: ClassVar[Spec] = ()

    @classmethod
    def from_json(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            raise TypeError(f"{cls.__name__}: expected a JSON object, got {type(data).__name__}")
        values = {}
        for attribute, name, spec, _required in cls._spec:
            if name in data:
                values[attribute] = decode(spec, data[name])
        # A field the platform always sends but this answer lacks stays None rather than failing the call:
        # reading an answer must not be stricter than the contract's own tests of the platform.
        for attribute, _name, _spec, required in cls._spec:
            if required and attribute not in values:
                values[attribute] = None
        return cls(**values)

    def to_json(self) -> dict[str, Any]:
        """The JSON object of this model: fields left None and not required are omitted."""
        out: dict[str, Any] = {}
        for attribute, name, _spec, required in self._spec:
            value = getattr(self, attribute)
            if value is None and not required:
                continue
            out[name] = encode(value)
        return out


def register(*models: type[Model]) -> None:
    for model in models:
        _MODELS[model.__name__] = model


def decode(spec: TypeSpec, value: Any) -> Any:
    if value is None:
        return None
    if isinstance(spec, str):
        if spec == "decimal" and isinstance(value, (int, str)):
            return Decimal(value)
        return value
    kind, inner = spec
    if kind == "nullable":
        return decode(inner, value)
    if kind == "list":
        return [decode(inner, v) for v in value] if isinstance(value, list) else value
    if kind == "map":
        return {k: decode(inner, v) for k, v in value.items()} if isinstance(value, dict) else value
    if kind == "model":
        return _MODELS[inner].from_json(value) if isinstance(value, dict) else value
    return value


def encode(value: Any) -> Any:
    """Plain JSON values from models, lists and mappings (Decimals stay Decimals for the exact encoder)."""
    if isinstance(value, Model):
        return value.to_json()
    if isinstance(value, dict):
        return {k: encode(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [encode(v) for v in value]
    return value
