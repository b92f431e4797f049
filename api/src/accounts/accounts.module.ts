import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Account } from './account.entity';
import { AccountsService } from './accounts.service';
import { User } from './user.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Account, User])],
  providers: [AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
