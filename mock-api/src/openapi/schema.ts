// Turns io-ts codecs into JSON Schema (the dialect of OpenAPI 3.1) by walking `codec._tag`. Named codecs
// become components referenced with $ref, so recursive ones (menus, navigation) terminate.
import type * as t from 'io-ts';

export type JsonSchema = { [key: string]: unknown };

interface AnyCodec extends t.Mixed {
  _tag?: string;
  props?: Record<string, t.Mixed>;
  types?: t.Mixed[];
  type?: t.Mixed;
  value?: unknown;
  keys?: Record<string, unknown>;
  codomain?: t.Mixed;
}

const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;
const COMPONENT_TAGS = new Set([
  'InterfaceType',
  'PartialType',
  'ExactType',
  'IntersectionType',
  'UnionType',
  'KeyofType',
  'RecursiveType',
]);

/** Extra rules of the shared branded types, which JSON Schema can say but io-ts names only. */
const BRANDS: Record<string, JsonSchema> = {
  NonEmptyString: { type: 'string', minLength: 1, pattern: '\\S', description: 'Not empty after trimming.' },
  NonNegativeInt: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  PositiveInt: { type: 'integer', minimum: 1, maximum: 1_000_000 },
};

export class SchemaBuilder {
  readonly components: Record<string, JsonSchema> = {};
  private readonly names = new Map<t.Mixed, string>();

  /** The schema of `codec`, a $ref when it is a named component. */
  schema(codec: t.Mixed): JsonSchema {
    const c = codec as AnyCodec;
    if (c._tag && COMPONENT_TAGS.has(c._tag) && COMPONENT_NAME.test(c.name)) return this.ref(c);
    return this.inline(c);
  }

  /**
   * The properties of an object codec, never a $ref: a path's or query's parameters are listed one by one, so a
   * named codec (SessionParams) must not hide them behind a component.
   */
  propertiesOf(codec: t.Mixed): Record<string, JsonSchema> {
    return (this.inline(codec as AnyCodec) as { properties?: Record<string, JsonSchema> }).properties ?? {};
  }

  private ref(codec: AnyCodec): JsonSchema {
    let name = this.names.get(codec);
    if (name === undefined) {
      name = codec.name;
      for (let n = 2; name in this.components; n++) name = `${codec.name}${n}`;
      this.names.set(codec, name);
      this.components[name] = {};
      this.components[name] = this.inline(codec);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  private objectOf(props: Record<string, t.Mixed>, required: boolean): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    for (const [key, value] of Object.entries(props)) properties[key] = this.schema(value);
    const keys = Object.keys(props);
    return required && keys.length > 0
      ? { type: 'object', properties, required: keys }
      : { type: 'object', properties };
  }

  private inline(codec: AnyCodec): JsonSchema {
    switch (codec._tag) {
      case 'StringType':
        return { type: 'string' };
      case 'NumberType':
        return { type: 'number' };
      case 'BooleanType':
        return { type: 'boolean' };
      case 'NullType':
        return { type: 'null' };
      case 'UndefinedType':
      case 'VoidType':
        return { not: {} };
      case 'UnknownType':
      case 'AnyType':
        return {};
      case 'UnknownRecordType':
        return { type: 'object' };
      case 'UnknownArrayType':
        return { type: 'array' };
      case 'LiteralType':
        return { const: codec.value, type: typeof codec.value };
      case 'KeyofType':
        return { type: 'string', enum: Object.keys(codec.keys ?? {}) };
      case 'ArrayType':
      case 'ReadonlyArrayType':
        return { type: 'array', items: this.schema(codec.type!) };
      case 'InterfaceType':
      case 'StrictType':
        return this.objectOf(codec.props ?? {}, true);
      case 'PartialType':
        return this.objectOf(codec.props ?? {}, false);
      case 'ExactType':
      case 'ReadonlyType':
        return this.inline(codec.type as AnyCodec);
      case 'RecursiveType':
        return this.inline(codec.type as AnyCodec);
      case 'RefinementType': {
        const brand = BRANDS[codec.name];
        return brand ? { ...brand } : this.schema(codec.type!);
      }
      case 'IntersectionType':
        return this.intersection(codec.types ?? []);
      case 'UnionType': {
        const members = (codec.types ?? []).map((m) => this.schema(m));
        return { anyOf: members };
      }
      case 'DictionaryType':
        return { type: 'object', additionalProperties: this.schema(codec.codomain!) };
      default:
        return { description: `(${codec.name})` };
    }
  }

  /** Object intersections are merged into one object schema (clearer than allOf in every UI). */
  private intersection(types: t.Mixed[]): JsonSchema {
    const parts = types.map((m) => this.inline(m as AnyCodec));
    if (parts.every((p) => p.type === 'object' && p.properties)) {
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      for (const part of parts) {
        Object.assign(properties, part.properties);
        required.push(...((part.required as string[] | undefined) ?? []));
      }
      return required.length > 0 ? { type: 'object', properties, required } : { type: 'object', properties };
    }
    return { allOf: types.map((m) => this.schema(m)) };
  }
}
