import { Type } from '@sinclair/typebox';
import { BodyObject, Email } from './common';

const Name = Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' });

export const IdentityBody = BodyObject({
  first_name: Name,
  last_name: Name,
  email: Email,
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  additional_info: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

export const LoginBody = BodyObject({
  username: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
