import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { sqlState, UNIQUE_VIOLATION } from '../common/database-errors';
import { Account } from './account.entity';
import { User } from './user.entity';

export interface NewOwner {
  name: string;
  email: string;
  passwordHash: string;
}


@Injectable()
export class AccountsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  /** A new account named after its first user, and that user, together or not at all. */
  async createWithOwner(owner: NewOwner): Promise<User> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const account = await manager.save(manager.create(Account, { name: owner.name }));
        return manager.save(manager.create(User, { ...owner, accountId: account.id }));
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) {
        throw new ConflictException('An account with this email already exists');
      }
      throw error;
    }
  }

  findUserByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  findUserById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }
}
